/**
 * The package gate: what an app installs from the registry works.
 *
 * 1. `pnpm pack` packs packages/ui as it would be published (its prepack script builds dist).
 * 2. A fresh Vite + React app is written to a temporary folder with the tarball unpacked as
 *    node_modules/@credit-portal/ui; its dependencies are symlinked from this workspace's
 *    node_modules. Tried and measured here: `npm install --offline --no-audit` of the tarball
 *    fails in under a second with ENOTCACHED (npm's cache is empty; pnpm keeps its own store).
 * 3. The app is built with Vite's API, with no vanilla-extract plugin (the package ships
 *    compiled CSS), and the component's markup, rendered from the tarball, must find every
 *    one of its classes in the CSS the app built; the app also type-checks against the
 *    package's declarations.
 * 4. Size budgets (size-budgets.ts) are measured on the tarball's dist and printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sizeBudgets, type SizeBudget } from './size-budgets';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromUi = createRequire(path.join(uiDir, 'package.json'));

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true', ...env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** The folder a dependency resolves to from packages/ui. */
function packageDir(name: string): string {
  try {
    return path.dirname(requireFromUi.resolve(`${name}/package.json`));
  } catch {
    // Packages whose exports map hides package.json: walk up from their main file.
    let dir = path.dirname(requireFromUi.resolve(name));
    while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
      dir = path.dirname(dir);
    }
    return dir;
  }
}

let tmp = '';
let app = '';
let pkgDir = '';
const timings: string[] = [];
const time = async <T>(label: string, work: () => T | Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  timings.push(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

const appMain = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@credit-portal/ui/style.css';
import { Pagination, redTheme, UiProvider, type PaginationProps } from '@credit-portal/ui';

const props: PaginationProps = { total: 286, page: 3, onChange: (page, size) => console.log(page, size) };

// The declarations are real: a wrong prop type must be refused.
// @ts-expect-error total is a number
const wrong: PaginationProps = { total: 'many', page: 1, onChange: () => {} };
void wrong;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider>
      <div className={redTheme}>
        <Pagination {...props} />
      </div>
    </UiProvider>
  </StrictMode>,
);
`;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'credit-ui-package-'));
  // Built as it is published (prepack): Vitest sets NODE_ENV=test, under which React's JSX compiles to
  // its development runtime (jsxDEV with each element's source), ~5 kB more than the package ships.
  await time('pnpm pack (prepack builds dist)', () => run('pnpm', ['pack', '--pack-destination', tmp], uiDir, { NODE_ENV: 'production' }));
  const tarball = readdirSync(tmp).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  run('tar', ['-xzf', path.join(tmp, tarball), '-C', tmp], tmp);

  app = path.join(tmp, 'app');
  pkgDir = path.join(app, 'node_modules/@credit-portal/ui');
  mkdirSync(path.dirname(pkgDir), { recursive: true });
  cpSync(path.join(tmp, 'package'), pkgDir, { recursive: true });

  const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const needed = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    '@types/react',
    '@types/react-dom',
  ];
  for (const name of needed) {
    const target = path.join(app, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(packageDir(name), target, 'dir');
  }
  mkdirSync(path.join(app, 'src'), { recursive: true });
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'fresh-app', private: true, type: 'module' }));
  writeFileSync(path.join(app, 'index.html'), '<!doctype html><html lang="zh-CN"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>');
  writeFileSync(path.join(app, 'src/main.tsx'), appMain);
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      include: ['src'],
    }),
  );
}, 180_000);

afterAll(() => {
  if (timings.length > 0) console.info(`package gate timings\n  ${timings.join('\n  ')}`);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('contains dist with JavaScript, style.css and declarations, and no sources or tests', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.relative(pkgDir, path.join(dir, e.name))]));
    const all = files(pkgDir);
    expect(all).toContain('dist/index.js');
    expect(all).toContain('dist/index.d.ts');
    expect(all).toContain('dist/style.css');
    expect(all.filter((f) => /\.(stories|test)\.|(^|\/)src\//.test(f))).toEqual([]);
  });

  it('builds into a fresh Vite + React app, whose CSS styles the component’s markup', async () => {
    const { build } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    await time('vite build of the fresh app', () =>
      build({ root: app, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir: path.join(app, 'dist') } }),
    );
    const assets = path.join(app, 'dist/assets');
    const read = (ext: string) =>
      readdirSync(assets)
        .filter((f) => f.endsWith(ext))
        .map((f) => readFileSync(path.join(assets, f), 'utf8'))
        .join('\n');
    const js = read('.js');
    const css = read('.css');
    expect(js).toContain('上一页');
    expect(css.length).toBeGreaterThan(1000);

    // Render the component from the tarball itself, as a server would.
    const requireFromApp = createRequire(path.join(app, 'package.json'));
    const ui = await import(pathToFileURL(path.join(pkgDir, 'dist/index.js')).href);
    const React = requireFromApp('react');
    const { renderToStaticMarkup } = requireFromApp('react-dom/server');
    const h = React.createElement;
    const markup: string = renderToStaticMarkup(
      h(
        'div',
        null,
        h(ui.Pagination, { total: 286, page: 3, onChange: () => {} }),
        // The layout primitives' atomic classes (sprinkles) and their own: each must be in the CSS too.
        h(ui.Stack, { space: { base: 'sm', md: 'xl' }, as: 'ul' }, h(ui.Notice, { tone: 'warning', title: '办理须知' }, '须加盖公章。')),
        h(ui.Columns, { space: 'lg', collapseBelow: 'md' }, h(ui.Column, { width: '1/3' }, h(ui.Facts, { items: [{ term: '名称', value: '甲' }], columns: 2 })), h(ui.Column, null, '乙')),
        h(ui.Tiles, { space: 'md', columns: { base: 1, lg: 4 } }, h(ui.ButtonLink, { href: '/a', variant: 'primary' }, '申请')),
      ),
    );
    expect(markup).toContain('aria-label="分页"');
    expect(markup).toContain('<ul');
    expect(markup).toContain('aria-current="page"');
    const classes = new Set([...markup.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
    expect(classes.size).toBeGreaterThan(3);
    const unstyled = [...classes].filter((name) => !css.includes(`.${name}`));
    expect(unstyled).toEqual([]);
  }, 60_000);

  it('type-checks an app against the published declarations', async () => {
    const tsc = requireFromUi.resolve('typescript/bin/tsc');
    await time('tsc of the fresh app', () => run(process.execPath, [tsc, '-p', path.join(app, 'tsconfig.json')], app));
  }, 60_000);
});

describe('size budgets', () => {
  it('keeps every entry within its gzip budget', async () => {
    const { build } = await import('vite');
    const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    const shared = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
    const external = (id: string) => shared.some((name) => id === name || id.startsWith(`${name}/`));

    const bundle = async (label: string, source: string) => {
      const entry = path.join(app, `src/size-${label}.js`);
      writeFileSync(entry, source);
      const outDir = path.join(app, `size-${label}`);
      await build({
        root: app,
        configFile: false,
        logLevel: 'silent',
        build: {
          outDir,
          emptyOutDir: true,
          minify: true,
          lib: { entry, formats: ['es'], fileName: 'bundle' },
          rollupOptions: { external },
        },
      });
      return readFileSync(path.join(outDir, 'bundle.js'));
    };

    const measured: Record<SizeBudget['entry'], number> = {
      'all-exports': gzipSync(await bundle('all', "export * from '@credit-portal/ui';")).length,
      'style.css': gzipSync(readFileSync(path.join(pkgDir, 'dist/style.css'))).length,
      'SearchBar-only': gzipSync(await bundle('searchbar', "export { SearchBar } from '@credit-portal/ui';")).length,
    };
    const rows = sizeBudgets.map((b) => {
      const size = measured[b.entry];
      return { ...b, size, ok: size <= b.gzipBytes };
    });
    console.info(
      `size budgets (gzip)\n${rows
        .map((r) => `  ${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(40)} ${String(r.size).padStart(7)} B / ${r.gzipBytes} B`)
        .join('\n')}`,
    );
    // Tree-shaking works: one component costs a fraction of the whole.
    expect(measured['SearchBar-only']).toBeLessThan(measured['all-exports'] / 4);
    expect(rows.filter((r) => !r.ok).map((r) => `${r.name}: ${r.size} > ${r.gzipBytes}`)).toEqual([]);
  }, 60_000);
});
