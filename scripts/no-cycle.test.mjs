import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { noImportCycles } from "../eslint.config.js";

const root = path.resolve(import.meta.dirname, "..");

describe("the import cycle rule", () => {
  it("fails on two files that import each other, and not on a file that only imports them", async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [{ ...noImportCycles, files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }],
    });
    const results = await eslint.lintFiles(["scripts/fixtures/cycle/*.ts"]);
    const errors = Object.fromEntries(
      results.map((result) => [
        path.basename(result.filePath),
        result.messages.map((message) => `${message.ruleId}: ${message.message}`),
      ]),
    );
    expect(errors).toEqual({
      "a.ts": ["import-x/no-cycle: Dependency cycle detected"],
      "b.ts": ["import-x/no-cycle: Dependency cycle detected"],
      "c.ts": [],
    });
  });

  it("is on for the server's, the web app's and the packages' sources", async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of ["apps/server/src/app.ts", "apps/web/src/main.tsx", "packages/shared/src/index.ts"]) {
      const config = await eslint.calculateConfigForFile(file);
      expect(config.rules["import-x/no-cycle"], file).toMatchObject([2, { ignoreExternal: true }]);
    }
  });
});
