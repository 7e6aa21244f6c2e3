import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { noModuleCaches, noModuleCachesInFeatures } from "../eslint.config.js";

const root = path.resolve(import.meta.dirname, "..");

describe("the module-level cache rule", () => {
  it("fails on an empty Map, Set or WeakMap made at module level, and not on a lookup table or a local", async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [{ ...noModuleCaches, files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }],
    });
    const results = await eslint.lintFiles(["scripts/fixtures/module-cache/*.ts"]);
    const lines = Object.fromEntries(
      results.map((result) => [
        path.basename(result.filePath),
        result.messages.map((message) => `${message.line} ${message.ruleId}`),
      ]),
    );
    expect(lines).toEqual({
      "cache.ts": ["2 no-restricted-syntax", "3 no-restricted-syntax", "4 no-restricted-syntax"],
      "table.ts": [],
    });
  });

  it("is on for the server's features, and passes on them as they are", async () => {
    const config = await new ESLint({ cwd: root }).calculateConfigForFile("apps/server/src/features/slots/service.ts");
    expect(config.rules["no-restricted-syntax"]?.[0]).toBe(2);
    // the rule alone (no type information, so it runs in seconds) over the same files
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [{ ...noModuleCachesInFeatures, languageOptions: { parser: tseslint.parser } }],
    });
    const results = await eslint.lintFiles(["apps/server/src/features/**/*.ts"]);
    const broken = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === "no-restricted-syntax")
        .map((message) => `${path.relative(root, result.filePath)}:${message.line}`),
    );
    expect(results.length).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  }, 30_000);
});
