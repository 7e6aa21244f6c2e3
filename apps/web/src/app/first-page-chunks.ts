import type { PagePreload } from "./page-preloads.ts";

/** What the bundler's chunking pass can tell of a module: the modules it imports statically. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A chunk group as the bundler takes it (Rolldown's `output.codeSplitting.groups`). */
export interface ChunkGroup {
  name: (id: string, graph: ModuleGraph) => string | null;
  priority: number;
}

interface FirstPageChunksOptions {
  /** the app's source folder, an absolute path: modules outside it are left to the bundler */
  srcDir: string;
  /** the route table, as the manifest names it (src/app/routes.tsx) */
  routeTable: string;
  pages: readonly PagePreload[];
  /** modules the shell group takes first */
  isShellModule: (id: string) => boolean;
}

const ROUTE_TABLE_CHUNK = "routes";
const SHARED_CHUNK = "pages-shared";
const pageName = (page: PagePreload) => page.sources.at(-1)!.replace(/^.*\/|\.tsx?$/g, "");

/**
 * Decision 030: a page students open first loads its code in a few files, not thirty. Each file is a
 * round trip on a slow connection (Lighthouse's slow 4G: 150 ms, six at a time), and the bundler's
 * own splitting cuts what a first page needs into one file per set of routes sharing it. Of the app's
 * own modules each first page (page-preloads.ts) imports, directly or not:
 * - those the route table imports go with it;
 * - those two or more first pages import, in one shared chunk;
 * - those only one imports, in that page's chunk (`career-page-first`), even where a later page
 *   shares them.
 * Packages are left to the bundler: a package's barrel names far more than a page uses, and the
 * bundler takes the used parts along with the modules that import them.
 */
export function firstPageChunks({ srcDir, routeTable, pages, isShellModule }: FirstPageChunksOptions): ChunkGroup[] {
  const root = srcDir.replaceAll("\\", "/").replace(/\/?$/, "/");
  const sourceId = (source: string) => root + source.replace(/^src\//, "");
  let owners: Map<string, Set<string>> | undefined;

  /** Module id → the first pages (and the route table) importing it; walked once per build. */
  function ownersOf(graph: ModuleGraph): Map<string, Set<string>> {
    if (owners) return owners;
    const found = new Map<string, Set<string>>();
    const roots = [
      { owner: ROUTE_TABLE_CHUNK, sources: [routeTable] },
      ...pages.map((page) => ({ owner: pageName(page), sources: page.sources })),
    ];
    for (const { owner, sources } of roots) {
      const stack = sources.map(sourceId);
      const seen = new Set<string>();
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id) || isShellModule(id) || !id.replaceAll("\\", "/").startsWith(root)) continue;
        seen.add(id);
        found.set(id, (found.get(id) ?? new Set()).add(owner));
        stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
    }
    owners = found;
    return found;
  }

  return [
    { name: (id, graph) => (ownersOf(graph).get(id)?.has(ROUTE_TABLE_CHUNK) ? ROUTE_TABLE_CHUNK : null), priority: 3 },
    { name: (id, graph) => ((ownersOf(graph).get(id)?.size ?? 0) > 1 ? SHARED_CHUNK : null), priority: 2 },
    {
      name: (id, graph) => {
        const importers = ownersOf(graph).get(id);
        return importers?.size === 1 ? `${[...importers][0]}-first` : null;
      },
      priority: 1,
    },
  ];
}
