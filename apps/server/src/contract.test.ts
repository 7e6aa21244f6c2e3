import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { type AnyEndpoint, contract } from "@disha/shared/api";
import { describe, expect, it } from "vitest";
import { routeGroups } from "./registry.ts";

// The contract (packages/shared/src/api) is the only way the web reaches the API: every endpoint in it
// is served by a declared route with its method and path, and the web writes no API address by hand.

const served = new Set(routeGroups.flatMap((group) => group.routes.map((route) => `${route.method} ${route.path}`)));

const declared = Object.entries(contract).flatMap(([feature, endpoints]) =>
  Object.entries<AnyEndpoint>(endpoints).map(([name, endpoint]) => ({
    name: `${feature}.${name}`,
    route: `${endpoint.method} ${endpoint.path}`,
  })),
);

const webSource = path.join(import.meta.dirname, "../../web/src");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The names of the contract's groups (`mentorsApi`) and the entries the web uses of each. */
function webCalls(): { file: string; name: string }[] {
  const groups = new Map(
    Object.entries(contract).map(([feature, endpoints]) => [`${feature}Api`, new Set(Object.keys(endpoints))]),
  );
  return sourceFiles(webSource).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(/\b(\w+Api)\.(\w+)\b/g)]
      .filter(([, group]) => groups.has(group!))
      .map(([, group, entry]) => ({
        file: path.relative(webSource, file),
        name: `${group}.${entry}`,
        known: groups.get(group!)!.has(entry!),
      }))
      .filter((call) => !call.known)
      .map(({ file: where, name }) => ({ file: where, name }));
  });
}

describe("the contract between web and server", () => {
  it("declares at least the endpoints the web reaches", () => {
    expect(declared.length).toBeGreaterThan(60);
  });

  it("is served: every endpoint has a declared route with its method and path", () => {
    expect(declared.filter((endpoint) => !served.has(endpoint.route))).toEqual([]);
  });

  it("is the web's only way to the API: no API address written by hand, no fetch beside lib/api-client.ts", () => {
    const handWritten = sourceFiles(webSource).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const where = path.relative(webSource, file);
      const addresses = [...text.matchAll(/["'`]\/api\/[^"'`]*/g)].map((match) => `${where}: ${match[0]}`);
      const fetches =
        where === "lib/api-client.ts" ? [] : [...text.matchAll(/[^.\w]fetch\((?!\))/g)].map(() => `${where}: fetch(`);
      return [...addresses, ...fetches];
    });
    expect(handWritten).toEqual([]);
  });

  it("names only endpoints the contract declares wherever the web uses one", () => {
    expect(webCalls()).toEqual([]);
  });
});
