// The consumer check: the two published packages, released to a real registry and used by an app outside
// the workspace, as a city's developers would use them.
//
// 1. `changeset version` in a scratch copy of the changesets and manifests: each published package gets its
//    CHANGELOG.md and the version its pending changesets ask for; the private ones are left alone.
// 2. verdaccio (consumer/registry) on 127.0.0.1 with an empty storage in a temporary folder; both packages
//    published to it as a release would (`pnpm publish --no-git-checks`: prepack builds what `files` ships).
// 3. The published tarballs, downloaded back: LICENSE, repository/homepage/bugs, exports that all ship,
//    dependencies exactly what dist imports, publint and attw (@arethetypeswrong/cli) with nothing to report.
// 4. consumer/app (Vite + React + TypeScript) copied to the temporary folder, `npm install` from that
//    registry only (everything but ours proxied from npmjs; npm's cache keeps the tarballs), type-checked
//    under moduleResolution bundler and nodenext, built.
// 5. The built app in Debian's Chromium, calling the reference back end on another origin
//    (PORTAL_CORS_ORIGINS): header, main menu, search with its 安全验证, tabs, news lists and the article
//    dialog show the back end's data, with no console error and no failed request.
//
// `node consumer/run.mjs [--report <file.json>] [--keep]`: needs packages/reference-server built
// (scripts/build.mjs) and /usr/bin/chromium. Prints each stage's time; exits 1 on any failed check.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensurePnpm } from '../scripts/lib/bootstrap.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const args = process.argv.slice(2);
const reportFile = args.includes('--report') ? path.resolve(args[args.indexOf('--report') + 1]) : null;
const keep = args.includes('--keep');

/** The packages a city installs, with what their tarballs must hold. */
const published = [
  {
    name: '@credit-portal/ui',
    dir: 'packages/ui',
    mustShip: ['dist/index.js', 'dist/index.d.ts', 'dist/style.css', 'dist/base.css', 'dist/components.css'],
    // The stylesheets are not modules: no types to check.
    attwArgs: ['--exclude-entrypoints', 'style.css', 'base.css', 'components.css'],
  },
  { name: '@credit-portal/api-client', dir: 'packages/api-client', mustShip: ['dist/index.js', 'dist/index.d.ts', 'dist/schema.d.ts'], attwArgs: [] },
];
const repositoryUrl = 'git+https://github.com/credit-portal/credit-portal.git';
// The reference back end's fixed captcha answer (allowed outside production only).
const captchaCode = 'K7P3';
const searchKeyword = '信用修复';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// ---------------------------------------------------------------------------------------------------------
// Bookkeeping: checks, stage times, the processes to stop.

const checks = [];
const timings = [];
const children = [];
const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

function log(message) {
  process.stdout.write(`\x1b[36m[consumer]\x1b[0m ${message}\n`);
}

/** A check: its failure is recorded and printed; `fatal` ones end the run (what follows needs them). */
async function check(name, work, { fatal = false } = {}) {
  try {
    await work();
    checks.push({ name, ok: true });
    log(`✓ ${name}`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    checks.push({ name, ok: false, error: message });
    log(`✗ ${name}\n${message.replace(/^/gm, '    ')}`);
    if (fatal) throw new Fatal(name);
    return false;
  }
}
class Fatal extends Error {}

async function stage(name, work) {
  const since = performance.now();
  log(`— ${name}`);
  try {
    return await work();
  } finally {
    timings.push(`${name}: ${seconds(since)} s`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}
function assertEqual(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}:\n  expected ${e}\n  actual   ${a}`);
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(command, commandArgs, { cwd = root, env = process.env, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${path.basename(command)} ${commandArgs.join(' ')} (in ${path.relative(root, cwd) || '.'}) exited with ${code}:\n${output.trim().split('\n').slice(-60).join('\n')}`));
    });
  });
}

/** Starts a long-running process; resolves with its first output line matching `ready`. */
function startProcess(name, command, commandArgs, { env, cwd = root, ready, timeoutMs = 60_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const watch = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, output: () => output });
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function filesUnder(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** The package a bare import names ('@scope/name/sub' → '@scope/name', 'name/sub' → 'name'); null for relative and node: ones. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every package dist's modules and declarations import (static, dynamic, `import("…")` types, re-exports). */
function importedPackages(distDir) {
  const found = new Set();
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g;
  for (const file of filesUnder(distDir)) {
    if (!/\.(js|mjs|d\.ts)$/.test(file)) continue;
    for (const match of readFileSync(path.join(distDir, file), 'utf8').matchAll(pattern)) {
      const name = packageOf(match[1]);
      if (name) found.add(name);
    }
  }
  return [...found].sort();
}

/** Every file an `exports` map (or main/module/types) names. */
function exportTargets(manifest) {
  const targets = [];
  const walk = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  for (const field of ['main', 'module', 'types']) if (manifest[field]) targets.push(manifest[field]);
  return [...new Set(targets.map((target) => target.replace(/^\.\//, '')))];
}

/** The environment for npm and pnpm: none of the caller's npm settings (npm test exports the workspace's), ours only. */
function packageManagerEnv(userconfig) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  return { ...env, NPM_CONFIG_USERCONFIG: userconfig, NPM_CONFIG_UPDATE_NOTIFIER: 'false', NPM_CONFIG_FUND: 'false', NPM_CONFIG_AUDIT: 'false' };
}

// ---------------------------------------------------------------------------------------------------------

const tmp = mkdtempSync(path.join(os.tmpdir(), 'credit-portal-consumer-'));
let browser = null;
let pageServer = null;
let failedHard = false;

// Stopped from outside (Ctrl-C, a runner's timeout): the registry and the back end go with it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(tmp, { recursive: true, force: true });
    process.exit(1);
  });
}

try {
  assert(existsSync(path.join(root, 'packages/reference-server/dist/main.js')), 'packages/reference-server is not built: run node scripts/build.mjs first');
  assert(existsSync('/usr/bin/chromium'), "Debian's Chromium (/usr/bin/chromium) is missing");
  const pnpm = ensurePnpm();

  // 1. The release's versioning, in a scratch copy: the repository's own changesets stay pending.
  await stage('changeset version in a scratch copy', async () => {
    const scratch = path.join(tmp, 'release');
    const workspacePackages = ['packages', 'e2e'].flatMap((folder) =>
      folder === 'e2e' ? ['e2e'] : readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`).filter((dir) => existsSync(path.join(root, dir, 'package.json'))),
    );
    for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset', ...workspacePackages.map((dir) => `${dir}/package.json`)]) {
      cpSync(path.join(root, file), path.join(scratch, file), { recursive: true });
    }
    const pending = readdirSync(path.join(root, '.changeset')).filter((file) => file.endsWith('.md') && file !== 'README.md');
    // What each package's pending changesets ask for: the largest bump wins.
    const rank = { patch: 1, minor: 2, major: 3 };
    const bumps = {};
    const summaries = {};
    for (const file of pending) {
      // An empty front matter (`---` twice) is a changeset that releases nothing.
      const [, front, body] = /^---\n([\s\S]*?)\n?---\n([\s\S]*)$/.exec(readFileSync(path.join(root, '.changeset', file), 'utf8')) ?? [];
      assert(front !== undefined, `.changeset/${file} has no front matter`);
      for (const [, name, bump] of front.matchAll(/^['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/gm)) {
        if (!bumps[name] || rank[bump] > rank[bumps[name]]) bumps[name] = bump;
        (summaries[name] ??= []).push(body.trim().split('\n')[0]);
      }
    }
    await run(process.execPath, [path.join(root, 'node_modules/@changesets/cli/bin.js'), 'version'], { cwd: scratch });

    await check(`changeset version writes each published package's CHANGELOG.md and version (${pending.length} pending changesets)`, () => {
      for (const { name, dir } of published) {
        const before = readJson(path.join(root, dir, 'package.json')).version;
        const after = readJson(path.join(scratch, dir, 'package.json')).version;
        const [major, minor, patch] = before.split('.').map(Number);
        const bump = bumps[name];
        // Before 1.0.0 changesets keeps a minor a minor (0.1.0 → 0.2.0) and a major a major.
        const expected = !bump ? before : bump === 'major' ? `${major + 1}.0.0` : bump === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
        assertEqual(after, expected, `${name}'s version after changeset version (${bump ?? 'no'} bump from ${before})`);
        if (!bump) continue;
        const changelog = path.join(scratch, dir, 'CHANGELOG.md');
        assert(existsSync(changelog), `${dir}/CHANGELOG.md was not written`);
        const text = readFileSync(changelog, 'utf8');
        assert(text.startsWith(`# ${name}\n\n## ${expected}\n`), `${dir}/CHANGELOG.md does not open with # ${name} and ## ${expected}:\n${text.slice(0, 200)}`);
        // Each changeset's first line, in changesets' own formatting (it runs prettier over code, not prose).
        const missing = summaries[name].filter((line) => !text.includes(line.replace(/\s+$/, '')));
        assertEqual(missing, [], `changesets of ${name} missing from its CHANGELOG.md`);
      }
      for (const dir of workspacePackages.filter((d) => !published.some((p) => p.dir === d))) {
        assert(!existsSync(path.join(scratch, dir, 'CHANGELOG.md')), `${dir} is private, yet got a CHANGELOG.md`);
        assertEqual(readJson(path.join(scratch, dir, 'package.json')).version, readJson(path.join(root, dir, 'package.json')).version, `${dir}'s version`);
      }
      const left = readdirSync(path.join(scratch, '.changeset')).filter((file) => file.endsWith('.md') && file !== 'README.md');
      assertEqual(left, [], 'changesets left in the scratch copy after versioning');
    });
    await check('after a release the tarballs would ship CHANGELOG.md (npm pack --dry-run of the versioned scratch copy)', async () => {
      for (const { dir } of published) {
        const [{ files }] = JSON.parse(await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: path.join(scratch, dir), env: packageManagerEnv('/dev/null') }));
        assert(files.some((file) => file.path === 'CHANGELOG.md'), `${dir}: CHANGELOG.md is not in the packed files (${files.map((f) => f.path).join(', ')})`);
      }
    });
  });

  // 2. The registry, the page's server and the back end.
  const registryDir = path.join(here, 'registry');
  const verdaccioVersion = readJson(path.join(registryDir, 'package.json')).dependencies.verdaccio;
  const verdaccioManifest = path.join(registryDir, 'node_modules/verdaccio/package.json');
  if (!existsSync(verdaccioManifest) || readJson(verdaccioManifest).version !== verdaccioVersion) {
    await stage(`install verdaccio ${verdaccioVersion} (consumer/registry, npm ci)`, () =>
      run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--engine-strict=false'], { cwd: registryDir, env: packageManagerEnv(path.join(os.homedir(), '.npmrc')) }),
    );
  }

  const { registry, npmrc, pageOrigin, backEnd } = await stage('start verdaccio, the page server and the reference back end', async () => {
    const storageDir = path.join(tmp, 'registry');
    mkdirSync(storageDir, { recursive: true });
    cpSync(path.join(registryDir, 'config.yaml'), path.join(storageDir, 'config.yaml'));
    const registryPort = await freePort();
    const registryUrl = `http://127.0.0.1:${registryPort}/`;
    const registryReady = startProcess('verdaccio', process.execPath, [path.join(registryDir, 'node_modules/verdaccio/bin/verdaccio'), '--config', path.join(storageDir, 'config.yaml'), '--listen', `127.0.0.1:${registryPort}`], {
      env: { ...process.env, NODE_ENV: 'production' },
      ready: /http address/,
    });

    // The built app is served from its own origin, so every call to the back end is cross-origin.
    const appDist = path.join(tmp, 'app/dist');
    const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.ico': 'image/x-icon' };
    pageServer = createServer((request, response) => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const file = path.join(appDist, pathname === '/' ? 'index.html' : pathname);
      if (!file.startsWith(appDist) || !existsSync(file) || !statSync(file).isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    });
    await new Promise((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${pageServer.address().port}`;

    const backEndReady = startProcess('the reference back end', process.execPath, [path.join(root, 'packages/reference-server/dist/main.js')], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        PORTAL_DB: path.join(tmp, 'portal.db'),
        PORTAL_CAPTCHA_CODE: captchaCode,
        PORTAL_CORS_ORIGINS: origin,
      },
      ready: /信用门户已启动: (http:\/\/\S+)/,
    });
    const [, backEndProcess] = await Promise.all([registryReady, backEndReady]);
    const ping = await fetch(`${registryUrl}-/ping`);
    assert(ping.ok, `verdaccio's /-/ping answered ${ping.status}`);
    // Publishing needs a token to be sent; the registry takes anyone's for @credit-portal/*.
    const userconfig = path.join(tmp, 'npmrc');
    writeFileSync(userconfig, `registry=${registryUrl}\n//127.0.0.1:${registryPort}/:_authToken=anonymous-publish\n`);
    return { registry: registryUrl, npmrc: userconfig, pageOrigin: origin, backEnd: backEndProcess.match[1].replace(/\/$/, '') };
  });
  log(`registry ${registry}, page ${pageOrigin}, back end ${backEnd}`);

  // 3. Published as a release would, then downloaded back and inspected.
  await stage('pnpm publish of both packages (prepack builds them)', async () => {
    await check(
      'pnpm publish --no-git-checks puts both packages in the registry',
      () => Promise.all(published.map(({ dir }) => run(pnpm, ['publish', '--registry', registry, '--no-git-checks'], { cwd: path.join(root, dir), env: packageManagerEnv(npmrc) }))),
      { fatal: true },
    );
  });

  const versions = {};
  await stage('inspect the published tarballs (contents, manifest, dependencies, publint, attw)', async () => {
    const rootLicense = readFileSync(path.join(root, 'LICENSE'), 'utf8');
    for (const { name, dir, mustShip, attwArgs } of published) {
      const source = readJson(path.join(root, dir, 'package.json'));
      const packument = await (await fetch(`${registry}${name.replace('/', '%2f')}`)).json();
      const version = packument['dist-tags']?.latest;
      versions[name] = version;
      const tarballUrl = packument.versions?.[version]?.dist?.tarball;
      await check(`${name}@${source.version} is the registry's latest, with a tarball`, () => {
        assertEqual(version, source.version, `${name}'s latest in the registry`);
        assert(typeof tarballUrl === 'string' && tarballUrl.startsWith(registry), `tarball address ${tarballUrl}`);
      }, { fatal: true });
      const tarball = path.join(tmp, 'tarballs', `${name.replace('@', '').replace('/', '-')}-${version}.tgz`);
      mkdirSync(path.dirname(tarball), { recursive: true });
      writeFileSync(tarball, Buffer.from(await (await fetch(tarballUrl)).arrayBuffer()));
      const unpacked = path.join(path.dirname(tarball), name.replace('/', '+'));
      mkdirSync(unpacked, { recursive: true });
      await run('tar', ['-xzf', tarball, '-C', unpacked]);
      const pkg = path.join(unpacked, 'package');
      const files = filesUnder(pkg);
      const manifest = readJson(path.join(pkg, 'package.json'));
      const size = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
      const unpackedBytes = files.reduce((sum, file) => sum + statSync(path.join(pkg, file)).size, 0);
      const outsideDist = files.filter((file) => !file.startsWith('dist/'));
      const kinds = ['.js', '.js.map', '.d.ts', '.css'].map((ext) => `${files.filter((f) => f.startsWith('dist/') && f.endsWith(ext) && !(ext === '.js' && f.endsWith('.d.js'))).length} ${ext}`);
      log(`${name}@${version}: ${size(statSync(tarball).size)} packed, ${size(unpackedBytes)} unpacked, ${files.length} files: ${outsideDist.join(', ')} and dist/ (${kinds.join(', ')})`);

      await check(`${name}: the tarball holds the built dist, LICENSE and README, and no sources or tests`, () => {
        for (const file of [...mustShip, 'LICENSE', 'README.md', 'package.json']) assert(files.includes(file), `${file} is not in the tarball`);
        assertEqual(readFileSync(path.join(pkg, 'LICENSE'), 'utf8'), rootLicense, `${name}'s LICENSE (the repository's)`);
        assertEqual(files.filter((file) => /(^|\/)(src|test|tests|gates|scripts)\/|\.(stories|test)\.|tsconfig|vite\.config|vitest\.config/.test(file)), [], 'sources, tests or configuration in the tarball');
      });
      await check(`${name}: every file its exports, main and types name ships`, () => {
        assertEqual(exportTargets(manifest).filter((target) => !files.includes(target)), [], 'named but not shipped');
      });
      await check(`${name}: MIT, repository (with its directory), homepage and bugs`, () => {
        assertEqual(manifest.license, 'MIT', 'license');
        assertEqual(manifest.repository, { type: 'git', url: repositoryUrl, directory: dir }, 'repository');
        assert(/^https:\/\/github\.com\/credit-portal\/credit-portal\//.test(manifest.homepage ?? ''), `homepage ${manifest.homepage}`);
        assertEqual(manifest.bugs?.url, 'https://github.com/credit-portal/credit-portal/issues', 'bugs.url');
      });
      await check(`${name}: dependencies are exactly what dist imports${name === '@credit-portal/ui' ? ' (react and react-dom as peers)' : ''}`, () => {
        const imported = importedPackages(path.join(pkg, 'dist'));
        const dependencies = Object.keys(manifest.dependencies ?? {}).sort();
        const peers = Object.keys(manifest.peerDependencies ?? {});
        assertEqual(dependencies, imported.filter((name) => !peers.includes(name)), 'dependencies (left) against the packages dist imports that are not peers');
        assertEqual(imported.filter((name) => !dependencies.includes(name) && !peers.includes(name)), [], 'imported but not declared');
        if (name === '@credit-portal/ui') assertEqual(peers.sort(), ['react', 'react-dom'], 'peerDependencies');
      });
      if (name === '@credit-portal/ui') {
        await check('@credit-portal/ui: style.css is base.css and components.css, base.css holds exactly the page-wide rules its README lists', () => {
          // One rule a line in the split files, each verbatim from style.css (Vite writes it on one line, with a marker comment).
          const read = (file) => readFileSync(path.join(pkg, 'dist', file), 'utf8');
          const style = read('style.css').replace(/\/\*\$vite\$:\d+\*\//g, '').replace(/\n/g, '');
          const [base, components] = ['base.css', 'components.css'].map((file) => read(file).split('\n').filter(Boolean));
          assertEqual([...base, ...components].filter((rule) => !style.includes(rule)), [], 'rules of base.css or components.css not in style.css');
          assertEqual([...base, ...components].join('').length, style.length, 'length of base.css and components.css together against style.css');
          const selectors = base.map((rule) => rule.slice(0, rule.indexOf('{')));
          assertEqual(selectors, ['*,:before,:after', 'html', 'body', 'button,input,select,textarea', 'img', ':focus-visible'], "base.css's selectors (packages/ui/README.md, Styles)");
          const unscopedComponents = components.filter((rule) => !rule.startsWith('@') && !/\.-?[_a-zA-Z]/.test(rule.slice(0, rule.indexOf('{'))));
          assertEqual(unscopedComponents, [], 'rules of components.css that no class scopes');
        });
      }
      await check(`${name}: publint --strict finds nothing`, async () => {
        const output = await run(path.join(root, 'node_modules/.bin/publint'), ['run', tarball, '--strict'], { env: packageManagerEnv(npmrc) });
        assert(/All good!/.test(output), output);
      });
      await check(`${name}: attw (node16 from ESM, bundler; ESM-only) finds nothing`, async () => {
        // attw exits 1 on any problem in a resolution the profile checks (ESM-only: CommonJS require is not offered).
        await run(path.join(root, 'node_modules/.bin/attw'), [tarball, '--profile', 'esm-only', ...attwArgs], { env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
      });
    }
  });

  // 4. The app, installed from the registry only.
  const app = path.join(tmp, 'app');
  await stage('npm install of the consumer app from the registry', async () => {
    cpSync(path.join(here, 'app'), app, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });
    const manifest = readJson(path.join(app, 'package.json'));
    for (const { name } of published) manifest.dependencies[name] = versions[name];
    writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // --prefer-online: the packages were published again under the same versions, so cached metadata must not be trusted.
    await check(
      'npm install succeeds',
      () =>
        run('npm', ['install', '--prefer-online', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, env: packageManagerEnv(npmrc) }).catch((error) => {
          throw new Error(`${error.message}\n(the local registry fetches everything but @credit-portal/* from https://registry.npmjs.org/, which must be reachable)`);
        }),
      { fatal: true },
    );
    await check('every installed package came from the local registry, ours at the versions just published', () => {
      const lock = readJson(path.join(app, 'package-lock.json'));
      const elsewhere = Object.entries(lock.packages)
        .filter(([key, entry]) => key !== '' && !entry.link && !(entry.resolved ?? '').startsWith(registry))
        .map(([key, entry]) => `${key} ← ${entry.resolved}`);
      assertEqual(elsewhere, [], 'packages not resolved from the local registry');
      for (const { name } of published) assertEqual(readJson(path.join(app, 'node_modules', name, 'package.json')).version, versions[name], `installed ${name}`);
    });
  });

  await stage('type-check the app (bundler and nodenext) and build it', async () => {
    const tsc = path.join(app, 'node_modules/typescript/bin/tsc');
    await Promise.all([
      check('the app type-checks with moduleResolution bundler', () => run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: app })),
      check('the app type-checks with module and moduleResolution nodenext', () => run(process.execPath, [tsc, '-p', 'tsconfig.nodenext.json'], { cwd: app })),
    ]);
    await check(
      'vite build of the app',
      () => run(process.execPath, [path.join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app, env: { ...process.env, VITE_PORTAL_ORIGIN: backEnd } }),
      { fatal: true },
    );
  });

  // 5. The page in Chromium, against what the back end answers when asked directly.
  await stage('render the app in Chromium against the reference back end', async () => {
    const api = async (pathAndQuery, headers = {}) => {
      const body = await (await fetch(`${backEnd}/api${pathAndQuery}`, { headers })).json();
      assert(body.code === 200, `${pathAndQuery} answered ${JSON.stringify(body).slice(0, 200)}`);
      return body.data;
    };
    const navigation = await api('/cms/front/navigationbar/tree');
    const classifications = (await api('/cms/front/articleclassification/getClassificationTree')).slice(0, 3);
    const pages = await Promise.all(classifications.map((c) => api(`/cms/front/articleinfo/pageByClassificationId?classificationId=${c.id}&pageNo=1&pageSize=5`)));
    const { token } = await api('/graphic/captcha');
    assert((await api(`/graphic/captcha/check?token=${token}&data=${captchaCode}`)) === true, 'the fixed captcha code was refused');
    const hits = await api(`/cms/front/articleinfo/articleSearchPage?keyword=${encodeURIComponent(searchKeyword)}&pageNo=1&pageSize=10`, { 'X-Captcha-Pass': token });
    assert(pages.every((page) => page.records.length > 0) && hits.records.length > 0, 'the seeded data has empty lists');
    const firstArticle = await api(`/cms/front/articleinfo/detail/${pages[0].records[0].id}`);

    const { chromium } = await import('playwright');
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
    const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    const { expect } = await import('playwright/test');

    await page.goto(pageOrigin);
    const linkTexts = async (locator) => (await locator.getByRole('link').allTextContents()).map((text) => text.trim());

    await check('the header and the main menu show the back end’s navigation', async () => {
      await expect(page.getByRole('banner')).toContainText('信用示例');
      const menu = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: navigation[0].name, exact: true }) });
      await expect(menu).toHaveCount(1);
      const shown = navigation.filter((tab) => tab.type !== 2).map((tab) => tab.name);
      const texts = await linkTexts(menu);
      assertEqual(shown.filter((name) => !texts.some((text) => text.startsWith(name))), [], 'navigation entries missing from the menu');
    });

    const tabs = page.getByRole('tablist', { name: '文章分类' });
    await check('the tabs name the first three classifications, and the chosen one lists its latest articles', async () => {
      await expect(tabs.getByRole('tab')).toHaveText(classifications.map((c) => c.name));
      await expect(tabs.getByRole('tab', { name: classifications[0].name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('listitem').getByRole('link')).toHaveText(pages[0].records.map((r) => r.title));
      await tabs.getByRole('tab', { name: classifications[1].name }).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem').getByRole('link')).toHaveText(pages[1].records.map((r) => r.title));
      await tabs.getByRole('tab', { name: classifications[0].name }).click();
    });

    await check('the package’s stylesheet styles the page (its base rules and the red theme’s selected tab)', async () => {
      assertEqual(await page.evaluate(() => getComputedStyle(document.body).margin), '0px', "body's margin (the stylesheet's base)");
      // The brand colour as the installed package exports it, in the browser's rgb() notation.
      const { brandColors } = await import(pathToFileURL(path.join(app, 'node_modules/@credit-portal/ui/dist/theme/tokens.js')).href);
      const rgb = `rgb(${brandColors.red.slice(1).match(/../g).map((hex) => parseInt(hex, 16)).join(', ')})`;
      const selected = tabs.getByRole('tab', { selected: true });
      assertEqual(await selected.evaluate((element) => getComputedStyle(element).backgroundColor), rgb, "the selected tab's background (the red theme's brand)");
    });

    await check('an article opens in the dialog with its detail from the back end, and Escape closes it', async () => {
      const link = page.getByRole('tabpanel').getByRole('link', { name: firstArticle.title, exact: true });
      await link.click();
      const dialog = page.getByRole('dialog', { name: firstArticle.title });
      await expect(dialog).toBeVisible();
      // The dialog is named by the article's title; the article inside shows it as its heading.
      await expect(dialog.getByRole('article').getByRole('heading', { name: firstArticle.title })).toBeVisible();
      await expect(dialog).toContainText(firstArticle.source);
      const firstParagraph = firstArticle.content.replace(/<[^>]+>/g, ' ').trim().split(/\s+/)[0].slice(0, 20);
      await expect(dialog).toContainText(firstParagraph);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
    });

    await check(`a full-text search for ${searchKeyword} passes the 安全验证 dialog and lists the back end’s hits`, async () => {
      // Whatever an earlier failed check left open.
      if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
      await page.getByRole('searchbox', { name: '搜索关键词' }).fill(searchKeyword);
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      const captcha = page.getByRole('dialog', { name: '安全验证' });
      await expect(captcha).toBeVisible();
      const image = captcha.getByRole('img', { name: '验证码图片' });
      await expect.poll(() => image.evaluate((img) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await captcha.getByRole('textbox', { name: '验证码' }).fill(captchaCode);
      await captcha.getByRole('button', { name: '确定' }).click();
      await expect(captcha).toBeHidden();
      const results = page.getByRole('region', { name: `“${searchKeyword}”的搜索结果` });
      await expect(results.getByRole('listitem').getByRole('link')).toHaveText(hits.records.map((r) => r.title));
    });

    await check('no console error, page error or failed request', () => assertEqual(problems, [], 'problems'));
    if (checks.some((c) => !c.ok)) await page.screenshot({ path: path.join(tmp, 'failure.png'), fullPage: true }).catch(() => undefined);
  });
} catch (error) {
  if (!(error instanceof Fatal)) {
    failedHard = true;
    checks.push({ name: 'the consumer check ran to its end', ok: false, error: error instanceof Error ? error.stack : String(error) });
    log(`✗ ${error instanceof Error ? error.stack : String(error)}`);
  }
} finally {
  await browser?.close().catch(() => undefined);
  pageServer?.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const failed = checks.filter((c) => !c.ok);
  if (failed.length > 0 || keep) log(`kept ${tmp} (app, tarballs${failed.length ? ', failure.png' : ''})`);
  else rmSync(tmp, { recursive: true, force: true });
  log(`timings\n  ${timings.join('\n  ')}\n  total: ${seconds(started)} s`);
  const passedCount = checks.length - failed.length;
  log(`${passedCount} passed, ${failed.length} failed`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed: passedCount, failed: failed.length, checks, timings }, null, 2));
  process.exitCode = failed.length > 0 || failedHard ? 1 : 0;
}
