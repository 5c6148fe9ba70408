// Lint for the whole workspace: TypeScript, React hooks and accessibility of JSX.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The portal's areas, one folder each (docs/areas.md): read from the folder, so a new area is covered.
const portalSource = fileURLToPath(new URL('./packages/portal-app/src/', import.meta.url));
const areas = readdirSync(`${portalSource}areas`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// What every area may use, which must not lean on any area in turn.
const sharedFolders = ['views', 'shell', 'submission', 'layouts', 'finance', 'creditpoints', 'creditreports', 'addresses.ts'];

/** A client GET inside an effect: a page reads its data in its route's loader (docs/architecture.md, "Data belongs to the route"). */
const readsInEffects = {
  selector: "CallExpression[callee.name=/^use(Layout)?Effect$/] CallExpression[callee.property.name='GET']",
  message: 'A page reads its data in its route loader (areas/<area>/loaders.ts), not in an effect.',
};

/** The shell's session user read by a component (shell.user, useShell().user, const { user } = useShell() or = shell). */
const readsTheSessionUser = {
  selector: [
    "MemberExpression[object.name='shell'][property.name='user']",
    "MemberExpression[object.callee.name='useShell'][property.name='user']",
    "VariableDeclarator[init.callee.name='useShell'] > ObjectPattern > Property[key.name='user']",
    "VariableDeclarator[init.name='shell'] > ObjectPattern > Property[key.name='user']",
  ].join(', '),
  message: "The page's loader decides who the visitor is: return `viewer` (loadViewer, shell/session.ts) or the visitor's own data (null when anonymous) from the route's loader, read it with useLoaderData and pass it to the form. Whether a form may be sent is the login its send carries (loginFirst, submission/sendForm.ts). Never read the shell's session user.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'packages/portal-app/build/**',
      // Another city's build (PORTAL_CITY, docs/new-city.md).
      'packages/portal-app/build-*/**',
      'packages/portal-app/.react-router/**',
      'e2e/.tmp/**',
      'storybook-static/**',
      '.tools/**',
      '.data/**',
      'reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/api-client/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/portal-app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'consumer/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // No import cycles in any package, dynamic imports included: a cycle makes every module
    // in it load, initialise and change together.
    files: ['packages/*/src/**/*.{ts,tsx}', 'packages/*/scripts/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // Data belongs to the route (docs/architecture.md): a page reads what it shows from its
    // route's loader, never from the client in an effect after it has rendered.
    files: ['packages/portal-app/src/areas/**/*.tsx', 'packages/portal-app/src/views/**/*.tsx', 'packages/portal-app/src/layouts/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', readsInEffects],
    },
  },
  {
    // Per visitor (docs/architecture.md): who the visitor is, and of which account type, is decided once,
    // by the route's loader (`viewer`, or the visitor's own data, null when anonymous); whether a form can
    // be sent, by the login the send carries (the token store, submission/sendForm.ts `loginFirst`). Nothing
    // reads the shell's session user but the shell, which keeps it, and the layouts, whose header shows it.
    // One entry with both selectors: a later no-restricted-syntax replaces an earlier one for a file.
    files: ['packages/portal-app/src/**/*.{ts,tsx}'],
    ignores: ['packages/portal-app/src/shell/**', 'packages/portal-app/src/layouts/**'],
    rules: {
      'no-restricted-syntax': ['error', readsInEffects, readsTheSessionUser],
    },
  },
  {
    // Areas are siblings: no area imports another's modules (dynamic imports included). What two areas
    // share lives in a shared folder named for what it is; a link to another area's page takes its
    // address from addresses.ts. The shared folders and the layouts import no area at all; only app/
    // (the route table and the area modules) and the entries know every area.
    files: ['packages/portal-app/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: portalSource,
          zones: [
            ...areas.map((area) => ({
              target: `./areas/${area}`,
              from: './areas',
              except: [`./${area}`],
              message: `Areas are siblings: areas/${area} imports nothing of another area. Move what they share to a shared folder named for it, or take a link's address from addresses.ts.`,
            })),
            {
              target: sharedFolders.map((folder) => `./${folder}`),
              from: './areas',
              message: 'The shared folders and the layouts import no area: every area may import them.',
            },
          ],
        },
      ],
    },
  }
);
