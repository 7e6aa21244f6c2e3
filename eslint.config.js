import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import path from "node:path";

const featureOf = (file) => file.match(/\/apps\/(?:web|server)\/src\/features\/([^/]+)/)?.[1];

// A feature reaches another feature only through that feature's index.ts, its public functions; what two
// features share as plumbing moves to lib/ or packages/.
const featureBoundaries = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!source.startsWith(".")) return;
        const target = path.resolve(path.dirname(context.filename), source);
        const other = featureOf(target);
        if (other && other !== own && !/\/features\/[^/]+\/index\.tsx?$/.test(target)) {
          context.report({
            node,
            message: `features/${own} imports features/${other}'s internals: import from features/${other}/index.ts.`,
          });
        }
      },
    };
  },
};

// Imports flow one way: a cycle fails the build (scripts/no-cycle.test.mjs shows it does). Every relative
// import names its .ts file, so node's resolution with TypeScript's extensions finds each one.
export const noImportCycles = {
  plugins: { "import-x": importX },
  settings: {
    "import-x/extensions": [".ts", ".tsx", ".js"],
    "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
  },
  rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
};

// A cache of changing data lives in AppDeps' caches (lib/cache.ts: named, bounded, forgotten in one way, and
// never shared by two servers in one process), not at module level in a feature. A Map, WeakMap or Set made
// empty at module level is filled while the server runs, so it is such a cache; one built from a list at
// load (a lookup table) is not. scripts/no-module-cache.test.mjs shows the rule fails.
export const noModuleCaches = {
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector:
          ":matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|WeakMap|Set)$/][arguments.length=0]",
        message: "A module-level cache in a feature: keep it in AppDeps' caches (deps.caches.named, lib/cache.ts).",
      },
    ],
  },
};

export const noModuleCachesInFeatures = {
  ...noModuleCaches,
  files: ["apps/server/src/features/**/*.ts"],
  // The AI mentor's indexes (features/chat/counsellor) are built once, lazily, from the knowledge base,
  // which does not change while the server runs: tables of content, not caches of changing data.
  ignores: ["**/*.test.ts", "apps/server/src/features/chat/counsellor/**"],
};

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "test-results/**",
      "**/*.js",
      "**/*.mjs",
      "apps/web/vite.config.ts",
      "e2e/playwright.config.ts",
      // files that break the rules on purpose: scripts/no-cycle.test.mjs and no-module-cache.test.mjs lint them
      "scripts/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/only-throw-error": "off",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // test helpers are for tests: no production module may import them
    files: ["apps/server/src/**/*.ts"],
    ignores: ["**/*.test.ts", "apps/server/src/testing/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/testing/*"], message: "Test helpers are for tests only." }] },
      ],
    },
  },
  {
    files: ["apps/*/src/features/**/*.{ts,tsx}"],
    plugins: { disha: { rules: { "feature-boundaries": featureBoundaries } } },
    rules: { "disha/feature-boundaries": "error" },
  },
  { ...noImportCycles, files: ["apps/*/src/**/*.{ts,tsx}", "packages/*/src/**/*.{ts,tsx}"] },
  noModuleCachesInFeatures,
);
