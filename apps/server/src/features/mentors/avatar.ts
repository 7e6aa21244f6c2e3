import { textHash } from "@disha/shared";

// 700-level shades: white initials on each of them pass WCAG AA contrast
const PALETTE = [
  "#b91c1c",
  "#c2410c",
  "#a16207",
  "#15803d",
  "#0f766e",
  "#0369a1",
  "#1d4ed8",
  "#4338ca",
  "#7e22ce",
  "#be185d",
];
const HONORIFICS = new Set(["dr", "prof", "mr", "mrs", "ms", "shri", "smt"]);

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !HONORIFICS.has(word.replace(/\.$/, "").toLowerCase()));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word?.[0]?.toUpperCase() ?? "").join("") || "?";
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A round-cornered square with the person's initials on a colour that always comes out the same for a name. */
export function avatarSvg(name: string): string {
  const colour = PALETTE[textHash(name) % PALETTE.length] ?? "#4338ca";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="256" height="256" rx="32" fill="${colour}"/>`,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="100" font-weight="600" fill="#ffffff">${escapeXml(initialsOf(name))}</text>`,
    `</svg>`,
  ].join("");
}
