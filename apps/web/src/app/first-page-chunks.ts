import type { PagePreload } from "./page-preloads.ts";

/** What the bundler's chunking pass can tell of a module: the modules it imports, statically and by import(). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
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
 *   shares them; but not those another first page's own lazy parts import (its Save button, loaded
 *   right after its first paint), which would otherwise bring the whole of that page's chunk along.
 * Packages are left to the bundler: a package's barrel names far more than a page uses, and the
 * bundler takes the used parts along with the modules that import them.
 */
export function firstPageChunks({ srcDir, routeTable, pages, isShellModule }: FirstPageChunksOptions): ChunkGroup[] {
  const root = srcDir.replaceAll("\\", "/").replace(/\/?$/, "/");
  const sourceId = (source: string) => root + source.replace(/^src\//, "");
  const isAppModule = (id: string) => !isShellModule(id) && id.replaceAll("\\", "/").startsWith(root);
  let owners: Map<string, Set<string>> | undefined;
  let lazyParts: Map<string, Set<string>> | undefined;

  /** The app's modules `sources` import statically, directly or not. */
  function staticClosure(graph: ModuleGraph, sources: readonly string[]): Set<string> {
    const stack = [...sources];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || !isAppModule(id)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  }

  /** Module id → the first pages (and the route table) importing it; walked once per build. */
  function ownersOf(graph: ModuleGraph): Map<string, Set<string>> {
    if (owners) return owners;
    const found = new Map<string, Set<string>>();
    const roots = [
      { owner: ROUTE_TABLE_CHUNK, sources: [routeTable] },
      ...pages.map((page) => ({ owner: pageName(page), sources: page.sources })),
    ];
    for (const { owner, sources } of roots)
      for (const id of staticClosure(graph, sources.map(sourceId)))
        found.set(id, (found.get(id) ?? new Set()).add(owner));
    owners = found;
    return found;
  }

  /** Module id → the first pages whose lazy parts (one import() away from the page) import it. */
  function lazyPartsOf(graph: ModuleGraph): Map<string, Set<string>> {
    if (lazyParts) return lazyParts;
    const found = new Map<string, Set<string>>();
    for (const page of pages) {
      const own = staticClosure(graph, page.sources.map(sourceId));
      const lazyEntries = [...own].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      for (const id of staticClosure(graph, lazyEntries))
        if (!own.has(id)) found.set(id, (found.get(id) ?? new Set()).add(pageName(page)));
    }
    lazyParts = found;
    return found;
  }

  return [
    { name: (id, graph) => (ownersOf(graph).get(id)?.has(ROUTE_TABLE_CHUNK) ? ROUTE_TABLE_CHUNK : null), priority: 3 },
    { name: (id, graph) => ((ownersOf(graph).get(id)?.size ?? 0) > 1 ? SHARED_CHUNK : null), priority: 2 },
    {
      name: (id, graph) => {
        const [owner, ...others] = ownersOf(graph).get(id) ?? [];
        if (!owner || others.length > 0) return null;
        const lazyImporters = [...(lazyPartsOf(graph).get(id) ?? [])];
        return lazyImporters.some((page) => page !== owner) ? `${owner}-shared` : null;
      },
      // above the page's own group, which takes the modules its modules import
      priority: 1.5,
    },
    {
      name: (id, graph) => {
        const importers = ownersOf(graph).get(id);
        return importers?.size === 1 ? `${[...importers][0]}-first` : null;
      },
      priority: 1,
    },
  ];
}
