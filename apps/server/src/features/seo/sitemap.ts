import { roadmaps } from "@disha/content";
import { knowledgeBase } from "@disha/content/knowledge/base";

// the web app's public pages; its route table (apps/web/src/config/paths.ts) names the same paths
const FIXED_PAGES = [
  "/",
  "/career-science",
  "/career-commerce",
  "/career-arts",
  "/mentors",
  "/workshops",
  "/career-quiz",
  "/careers",
  "/exams",
  "/colleges",
  "/scholarships",
  "/interest-profiler",
];

/** Every public page of the web app, as paths. */
export function publicPagePaths(): string[] {
  return [
    ...FIXED_PAGES,
    ...roadmaps.map((roadmap) => roadmap.path),
    ...knowledgeBase.careers.map((career) => `/careers/${encodeURIComponent(career.id)}`),
    ...knowledgeBase.exams.map((exam) => `/exams/${encodeURIComponent(exam.id)}`),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`);

/** The sitemap protocol's XML for every public page, under the app's own address. */
export function sitemapXml(appUrl: string): string {
  const base = appUrl.replace(/\/+$/, "");
  const urls = publicPagePaths().map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
