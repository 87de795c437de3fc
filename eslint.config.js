// @ts-check
// Typed lint: rules that find real defects (unhandled promises, unsafe `any`, stale hook dependencies), not style.
// Formatting is deliberately not linted: the code is formatted by hand and a reformat would touch every line.
import eslint from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import astro from "eslint-plugin-astro";
import { globalIgnores } from "eslint/config";
import globals from "globals";

export default tseslint.config(
  // Build output, generated types, local data and browser test output are not source.
  globalIgnores([
    "**/.*",
    "dist/",
    "dist-server/",
    "node_modules/",
    "test-results/",
    "playwright-report/",
    "supabase/",
    "public/",
    "**/*.d.ts",
  ]),

  // Node globals everywhere (functions, scripts, tests), browser globals for islands, stores and the service worker.
  { languageOptions: { globals: { ...globals.nodeBuiltin, ...globals.browser } } },

  eslint.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    rules: {
      // A promise nobody awaits loses its error: a failed write would vanish without a 500 or a log line.
      "@typescript-eslint/no-floating-promises": "error",
      // An async function where a void callback is expected (event handlers, forEach) swallows its rejection.
      // Attributes are exempt: React's onClick={async () => ...} is the island idiom and stores catch inside.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Vitest's expect(obj.method) and nanostores' store.get passed around are fine unbound; the rule needs a
      // vitest plugin to tell them apart.
      "@typescript-eslint/unbound-method": "off",
      // An empty catch is how "best effort" (closing a socket, removing a temp file) is written here.
      "no-empty": ["error", { allowEmptyCatch: true }],
      // Unused names are defects, except `_`-prefixed ones and siblings of a rest spread (used to omit a field).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          ignoreRestSiblings: true,
          destructuredArrayIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          argsIgnorePattern: "^_",
          caughtErrors: "none",
        },
      ],
      // Non-null assertions on indexed access (`rows[0]!`) state an invariant the reader should see; the tsconfig
      // leaves indexed access unchecked, so this rule would call every one of them unnecessary.
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
      // String(unknown) is used on purpose on values from outside (an error's message or cause, a form or file
      // field) to get some text for a message; the rule cannot tell those from a forgotten toString().
      "@typescript-eslint/no-base-to-string": "off",
      // Passing on what a callee threw or rejected with (`catch (err) { reject(err) }`) is not inventing a
      // non-Error; rejecting with a literal or null still is an error.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingAny: true, allowThrowingUnknown: true }],
      // Zod input and output types are written as unions that may repeat a member for readability.
      "@typescript-eslint/no-duplicate-type-constituents": "off",
      "@typescript-eslint/no-redundant-type-constituents": "off",
    },
  },

  // Tests read response bodies as `any` and assert on them: a wrong shape fails the assertion, which is the check.
  // Test doubles are async to match the interface they stand in for, with nothing to await.
  {
    files: ["**/*.test.ts", "e2e/**", "netlify/tests/**", "tests/**", "src/server/testing/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/require-await": "off",
    },
  },

  // Islands are React: hooks must be called unconditionally and effects must list what they read.
  {
    files: ["src/islands/**/*.tsx", "src/islands/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },

  // Astro components: the plugin's recommended rules; their frontmatter is type-checked by `astro check`.
  ...astro.configs["flat/recommended"],
  {
    files: ["**/*.astro", "**/*.astro/*.ts", "*.astro/*.ts"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  // An is:inline script ships byte for byte (its hash is in the content security policy): written as the oldest
  // kiosk browser reads it, `var` inside an IIFE.
  { files: ["**/*.astro", "**/*.astro/*.js", "**/*.astro/*.ts"], rules: { "no-var": "off" } },
  // Plain JavaScript config files are not part of the TypeScript program (last, so no rule above re-enables
  // a typed rule for them).
  { files: ["**/*.js", "**/*.mjs", "**/*.cjs"], extends: [tseslint.configs.disableTypeChecked] },
);
