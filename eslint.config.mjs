// One ESLint config for the whole repository: type-aware TypeScript rules, the import boundaries
// between packages, backend modules and frontend features, no import cycles, React hooks,
// accessibility and the test-library rules. Every rule kept is an error: a warning nobody acts on
// is noise.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const dirs = (path) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every rule a shared config sets to 'warn' becomes an error. */
const strict = (config) => ({
  ...config,
  rules: Object.fromEntries(
    Object.entries(config.rules ?? {}).map(([name, level]) => [
      name,
      level === 'warn' || level === 1 ? 'error' : Array.isArray(level) && (level[0] === 'warn' || level[0] === 1) ? ['error', ...level.slice(1)] : level,
    ]),
  ),
});

const TS = ['**/*.{ts,tsx,mts,cts}'];
const FRONTEND = ['frontend/src/**/*.{ts,tsx}'];
const FRONTEND_TESTS = ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**/*.{ts,tsx}'];
const VITEST_FILES = [...FRONTEND_TESTS, 'libs/shared/src/**/*.spec.ts'];

// Import boundaries. Paths are absolute globs so that the resolved file of every import is matched.
const BACKEND_MODULES = dirs('backend/src/modules');
const FEATURES = dirs('frontend/src/features');
const zones = [
  {
    target: './libs/shared',
    from: ['./backend', './frontend', './scripts', './bench'],
    message: 'libs/shared holds pure rules and the contract: it imports no application code.',
  },
  {
    target: './backend',
    from: './frontend',
    message: 'The backend imports no frontend code; share it through libs/shared.',
  },
  {
    target: './frontend',
    from: './backend',
    message: 'The frontend imports no backend code; share it through libs/shared.',
  },
  ...BACKEND_MODULES.map((name) => ({
    target: `./backend/src/modules/${name}`,
    from: join(ROOT, `backend/src/modules/!(${name})/**/*.{controller,router}.ts`),
    message: 'A backend module calls another module through its services, never through its REST controller or tRPC router.',
  })),
  ...FEATURES.map((name) => ({
    target: `./frontend/src/features/${name}`,
    from: join(ROOT, `frontend/src/features/!(${name})/**`),
    message: 'Features do not import each other: move what they share to components/ or lib/, or compose them in app/.',
  })),
  {
    target: ['./frontend/src/components', './frontend/src/lib'],
    from: ['./frontend/src/features', './frontend/src/app'],
    message: 'components/ and lib/ are shared by every feature: they import no feature and nothing from app/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'var/**',
      'frontend/public/**',
      'backend/seed-data/**',
      'docs/**',
      'docker/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // JavaScript: the scripts, the bench and config files run on Node.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['frontend/**'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // TypeScript with type information from each package's tsconfig.
  {
    files: TS,
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: ROOT,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // Lazily injected RTK slices declare themselves by augmenting an empty interface.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `_`-prefixed names mark deliberately unused parameters and destructured leftovers.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },

  // Import boundaries and cycles everywhere.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses to follow imports (no-cycle reads through TypeScript files).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['libs/shared/tsconfig.json', 'backend/tsconfig.json', 'frontend/tsconfig.json', 'frontend/e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A dynamic import is a lazy-loading boundary (the tRPC client, the checkout opened by an app
      // effect): it runs after both modules have loaded, so it cannot break their initialisation.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
    },
  },

  {
    files: ['backend/src/**/entities/*.entity.ts'],
    rules: {
      // TypeORM's two-sided relations name each other through lazy `() => Entity` thunks.
      'import-x/no-cycle': 'off',
    },
  },

  // Repositories are the only I/O: elsewhere in a backend module nothing holds a TypeORM data
  // source or repository, builds a query, runs SQL or holds the Redis client. A service opening a transaction across
  // aggregates does so through UnitOfWork and passes the EntityManager (a type) on.
  {
    files: ['backend/src/modules/**/*.ts'],
    ignores: ['backend/src/modules/**/*.repository.ts', 'backend/src/modules/**/*.entity.ts', 'backend/src/modules/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='typeorm'][importKind!='type'] > ImportSpecifier[importKind!='type'][imported.name='EntityManager']",
          message: 'Only repositories (*.repository.ts) use TypeORM: take a repository, or a type-only EntityManager to pass a transaction on.',
        },
        {
          selector: "ImportDeclaration[source.value='typeorm'] > ImportSpecifier[imported.name!='EntityManager']",
          message: 'Only repositories (*.repository.ts) use TypeORM: take a repository, or a type-only EntityManager to pass a transaction on.',
        },
        {
          selector: "ImportDeclaration[source.value=/^(typeorm|@nestjs\\/typeorm)$/] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier)",
          message: 'Only repositories (*.repository.ts) use TypeORM.',
        },
        {
          selector: "ImportDeclaration[source.value='@nestjs/typeorm'] > ImportSpecifier[imported.name!='TypeOrmModule']",
          message: 'Only repositories (*.repository.ts) inject TypeORM repositories or the data source; a module file may register entities with TypeOrmModule.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(query|createQueryBuilder|getRepository)$/]",
          message: 'SQL runs in repositories (*.repository.ts) only: move the query into a repository method.',
        },
        {
          selector: "ImportDeclaration[source.value=/redis\\/redis\\.tokens$/]",
          message: 'Only repositories (*.repository.ts) hold the Redis client: move the command into a repository method.',
        },
        {
          selector: "ImportDeclaration[source.value=/(redis\\/redis-client|^ioredis)$/][importKind!='type'] > :matches(ImportSpecifier[importKind!='type'], ImportDefaultSpecifier, ImportNamespaceSpecifier)",
          message: 'Only repositories (*.repository.ts) run Redis commands; elsewhere the client may be passed on as a type.',
        },
      ],
    },
  },

  // Frontend: browser globals, React hooks and accessibility.
  {
    files: FRONTEND,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The React Compiler's rules (refs, purity, set-state-in-effect…) judge code for the compiler,
      // which this app does not run; they flag the form hook's refs and memoised lazy components.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['frontend/src/**/*.tsx'],
    ...strict(jsxA11y.flatConfigs.recommended),
  },

  // Tests: Testing Library on the frontend's component tests, Vitest's rules on Vitest files.
  {
    files: FRONTEND_TESTS,
    ...strict(testingLibrary.configs['flat/react']),
    rules: {
      ...strict(testingLibrary.configs['flat/react']).rules,
      // Some tests check what no role query reaches: layout columns, a card's list item, focus
      // staying inside a dialog.
      'testing-library/no-node-access': 'off',
    },
  },
  {
    files: VITEST_FILES,
    plugins: { vitest },
    rules: {
      ...strict(vitest.configs.recommended).rules,
      // Type tests assert with expectTypeOf, which the typecheck stage checks.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expectTypeOf', 'assertType'] }],
    },
    languageOptions: { globals: { ...vitest.environments.env.globals } },
  },
  {
    files: ['libs/shared/src/**/*.spec.ts'],
    rules: {
      // Property tests (fast-check) assert implications: if a generated case has P, it must have Q.
      'vitest/no-conditional-expect': 'off',
    },
  },
);
