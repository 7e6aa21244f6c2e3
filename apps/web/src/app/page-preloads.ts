import { knowledgeApi } from "@disha/shared/api";
import { paths } from "../config/paths.ts";

/** A page students often open first, and what its address loads before it can draw. */
export interface PagePreload {
  /** its route path, from config/paths.ts */
  path: string;
  /** the lazy modules the route table loads for it (layouts first), as Vite's manifest names them */
  sources: string[];
  /** the API answer it asks for first, with the route's own parameter names */
  data?: string;
  /** only for a browser with a session: to anyone else the page is a way to the sign-in page */
  signedIn?: true;
}

const DATA_LAYOUT = "src/app/query-provider.tsx";

/**
 * The pages students most often open from outside the app: a shared link, a search result, the
 * dashboard after signing in. The build writes this table beside its manifest, and the server names
 * these modules, their imports, their words and the first answer in the page's HTML (lib/web-app.ts),
 * so they load beside the shell instead of after it has run the route table (issue 24's Lighthouse
 * figures). `page-preloads.test.ts` checks each entry against the route table.
 */
export const pagePreloads: PagePreload[] = [
  {
    path: paths.career.path,
    sources: [DATA_LAYOUT, "src/features/careers/pages/career-page.tsx"],
    data: knowledgeApi.career.path,
  },
  { path: paths.careers.path, sources: [DATA_LAYOUT, "src/features/careers/pages/careers-page.tsx"] },
  {
    path: paths.exam.path,
    sources: [DATA_LAYOUT, "src/features/exams/pages/exam-page.tsx"],
    data: knowledgeApi.exam.path,
  },
  ...[paths.roadmap, paths.commerceRoadmap, paths.artsRoadmap].map((roadmap) => ({
    path: roadmap.path,
    sources: ["src/features/library/pages/roadmap-page.tsx"],
  })),
  {
    path: paths.dashboard.root.path,
    sources: [
      DATA_LAYOUT,
      "src/features/dashboard/components/dashboard-layout.tsx",
      "src/features/dashboard/pages/dashboard-home.tsx",
    ],
    signedIn: true,
  },
];
