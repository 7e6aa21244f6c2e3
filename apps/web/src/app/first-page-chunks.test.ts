import { describe, expect, it } from "vitest";
import { type ModuleGraph, firstPageChunks } from "./first-page-chunks.ts";

const src = "/repo/apps/web/src/";
// a small app: the route table, two knowledge pages and the dashboard, a shell module and a package
const imports: Record<string, string[]> = {
  "app/routes.tsx": ["config/paths.ts", "lib/api-client.ts"],
  "app/query-provider.tsx": ["lib/query-client.ts"],
  "features/careers/pages/career-page.tsx": [
    "features/careers/labels.ts",
    "components/ui/timeline.tsx",
    "config/paths.ts",
  ],
  "features/careers/pages/careers-page.tsx": ["components/ui/timeline.tsx", "features/careers/search.ts"],
  "features/dashboard/pages/dashboard-home.tsx": [
    "features/dashboard/first-steps.tsx",
    "features/plan/my-plan.tsx",
    "/repo/node_modules/zod/index.js",
  ],
  "features/plan/my-plan.tsx": ["features/plan/words.ts", "features/plan/plan-api.ts"],
  // the career page's Save button, loaded after its first paint, shares the plan's words with the dashboard
  "features/plan/save-button.tsx": ["features/plan/words.ts"],
  "features/careers/labels.ts": [],
  "components/ui/timeline.tsx": ["lib/api-client.ts"],
};
const lazyImports: Record<string, string[]> = {
  "features/careers/pages/career-page.tsx": ["features/plan/save-button.tsx"],
};
const ids = (paths: string[] | undefined) => (paths ?? []).map((to) => (to.startsWith("/") ? to : src + to));
const graph: ModuleGraph = {
  getModuleInfo: (id) => ({
    importedIds: ids(imports[id.replace(src, "")]),
    dynamicallyImportedIds: ids(lazyImports[id.replace(src, "")]),
  }),
};
const groups = firstPageChunks({
  srcDir: "/repo/apps/web/src",
  routeTable: "src/app/routes.tsx",
  pages: [
    { path: "/careers/:slug", sources: ["src/app/query-provider.tsx", "src/features/careers/pages/career-page.tsx"] },
    { path: "/careers", sources: ["src/app/query-provider.tsx", "src/features/careers/pages/careers-page.tsx"] },
    { path: "/dashboard", sources: ["src/features/dashboard/pages/dashboard-home.tsx"], signedIn: true },
  ],
  isShellModule: (id) => id.endsWith("lib/api-client.ts"),
});

/** The chunk a module goes to: the first group by priority that names one, as the bundler takes them. */
function chunkOf(module: string): string | null {
  for (const group of [...groups].sort((a, b) => b.priority - a.priority)) {
    const name = group.name(module.startsWith("/") ? module : src + module, graph);
    if (name) return name;
  }
  return null;
}

describe("the first pages' chunks", () => {
  it("puts what the route table imports with it, even where a page imports it too", () => {
    expect(chunkOf("app/routes.tsx")).toBe("routes");
    expect(chunkOf("config/paths.ts")).toBe("routes");
  });

  it("puts what two first pages import in one shared chunk, and what one imports in that page's", () => {
    expect(chunkOf("components/ui/timeline.tsx")).toBe("pages-shared");
    expect(chunkOf("app/query-provider.tsx")).toBe("pages-shared");
    expect(chunkOf("lib/query-client.ts")).toBe("pages-shared");
    expect(chunkOf("features/careers/labels.ts")).toBe("career-page-first");
    expect(chunkOf("features/careers/search.ts")).toBe("careers-page-first");
    expect(chunkOf("features/dashboard/first-steps.tsx")).toBe("dashboard-home-first");
  });

  it("keeps apart what one page imports and another first page's lazy parts need", () => {
    // in the dashboard's chunk, the words would bring the plan's queries and zod to the career page
    expect(chunkOf("features/plan/words.ts")).toBe("dashboard-home-shared");
    expect(chunkOf("features/plan/plan-api.ts")).toBe("dashboard-home-first");
    expect(chunkOf("features/plan/save-button.tsx")).toBeNull();
  });

  it("leaves the shell's modules, packages and pages no first page reaches to the bundler", () => {
    expect(chunkOf("lib/api-client.ts")).toBeNull();
    expect(chunkOf("/repo/node_modules/zod/index.js")).toBeNull();
    expect(chunkOf("features/privacy/pages/privacy-page.tsx")).toBeNull();
  });
});
