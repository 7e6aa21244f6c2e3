import { WORKSHOP_COVERS, type WorkshopCover, textHash } from "@disha/shared";

// pairs of 700/900-level shades, so the white initials stay readable over the whole gradient
const PALETTES: Record<WorkshopCover, readonly [string, string]> = {
  indigo: ["#4338ca", "#1e1b4b"],
  teal: ["#0f766e", "#134e4a"],
  red: ["#b91c1c", "#7f1d1d"],
  sky: ["#0369a1", "#0c4a6e"],
  purple: ["#7e22ce", "#3b0764"],
  orange: ["#c2410c", "#7c2d12"],
};

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(dr|prof|mr|mrs|ms)\.?$/i.test(word));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word?.[0]?.toUpperCase() ?? "").join("") || "?";
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The palette an admin chose, or one picked by the topic. */
export function coverOf(workshop: { topic: string; cover: string | null }): WorkshopCover {
  const chosen = WORKSHOP_COVERS.find((cover) => cover === workshop.cover);
  return chosen ?? WORKSHOP_COVERS[textHash(workshop.topic) % WORKSHOP_COVERS.length] ?? "indigo";
}

/** A 16:9 banner for a workshop card: the workshop's palette, with the instructor's initials. */
export function workshopCoverSvg(workshop: { topic: string; instructor: string; cover: string | null }): string {
  const [from, to] = PALETTES[coverOf(workshop)];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(workshop.topic)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="640" height="360" fill="url(#g)"/>`,
    `<circle cx="560" cy="60" r="120" fill="#ffffff" fill-opacity="0.08"/>`,
    `<circle cx="70" cy="330" r="150" fill="#ffffff" fill-opacity="0.06"/>`,
    `<circle cx="320" cy="180" r="92" fill="#ffffff" fill-opacity="0.16"/>`,
    `<text x="320" y="180" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="76" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(workshop.instructor))}</text>`,
    `</svg>`,
  ].join("");
}
