/** The contract's modules (packages/shared/src/api), which the web app's build rewrites. */
const CONTRACT_MODULE = /\/packages\/shared\/src\/api\/[\w-]+\.ts$/;

/**
 * Decision 031: the web app reads an endpoint's method and path, never its schemas, which are the
 * server's to parse a request with (a form imports its own schema from @disha/shared). Each feature's
 * API object names every endpoint of the feature, so a page that only reads would otherwise bring
 * all their schemas and zod along: the dashboard's first load carried 25 kB of zod for none.
 * Returns the module with each `body` or `query` schema left out, and the imports of those schemas,
 * or null for any other module. `fileBody` and `serverQuery<…>()` stay: they are not schemas.
 */
export function contractWithoutSchemas(code: string, id: string): string | null {
  if (!CONTRACT_MODULE.test(id.replaceAll("\\", "/"))) return null;
  return (
    code
      .replace(/\b(body|query): \w+Schema\b/g, "$1: undefined")
      // and their imports: a chunk that imports the contract would otherwise take the schemas along
      .replace(/import \{([^}]*)\} from ("[^"]+");/g, (_statement, names: string, from: string) => {
        const kept = names
          .split(",")
          .map((name) => name.trim())
          .filter((name) => name !== "" && !/^\w+Schema$/.test(name));
        return kept.length === 0 ? "" : `import { ${kept.join(", ")} } from ${from};`;
      })
  );
}
