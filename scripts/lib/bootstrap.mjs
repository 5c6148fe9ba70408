// Installs what the two README commands need, on a fresh machine with only Node.js:
// the pinned pnpm, the workspace's dependencies from the lockfile and, for tests, Debian's Chromium,
// Firefox ESR, WebKitGTK and nginx.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pnpmVersion = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

/**
 * What the portal runs on, built (scripts/build.mjs, `npm start`, `npm test`, docs/deployment.md): the
 * reference back end and the renderer with the workspace packages they import (`...`), and the portal's
 * browser and server builds, which go together.
 */
export const BUILD_ARGS = ['--filter', '@credit-portal/reference-server...', '--filter', '@credit-portal/portal-server...', '--filter', '@credit-portal/portal-app', 'run', 'build'];

export function log(message) {
  process.stdout.write(`\x1b[36m[credit-portal]\x1b[0m ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${status}`);
  }
}

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pinned pnpm: the one on PATH when it is the right version, else a private copy in .tools/. */
export function ensurePnpm() {
  if (versionOf('pnpm') === pnpmVersion) return 'pnpm';
  const local = path.join(root, '.tools/node_modules/.bin/pnpm');
  if (existsSync(local) && versionOf(local) === pnpmVersion) return local;
  log(`installing pnpm ${pnpmVersion} into .tools/`);
  must('npm', ['install', '--prefix', path.join(root, '.tools'), '--no-save', '--no-audit', '--no-fund', `pnpm@${pnpmVersion}`]);
  return local;
}

/** Dependencies exactly as the lockfile says. better-sqlite3 compiles against Node's own headers. */
export function installDependencies(pnpm) {
  const env = { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };
  // No prebuilt binaries can be downloaded here: build native addons against the installed Node headers.
  if (existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  log('installing dependencies from the lockfile');
  must(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'], { env });
}

function hasCjkFont() {
  const dirs = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/truetype/noto'];
  return dirs.some((dir) => existsSync(dir) && readdirSync(dir).some((file) => /CJK/i.test(file)));
}

/** Installs Debian packages with apt-get (through sudo when not root). */
function aptInstall(packages) {
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (asRoot.length ? must('sudo', ['apt-get', ...args]) : must('apt-get', args));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/**
 * Debian's Chromium (never a downloaded browser) and CJK fonts to render Chinese. Two builds of the one
 * engine: the tests drive its headless shell (`chromium-headless-shell`, no browser interface, less CPU a
 * page); the benchmark and the consumer app use the browser visitors run, whose path this returns.
 */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium') && existsSync('/usr/bin/chromium-headless-shell') && hasCjkFont()) return '/usr/bin/chromium';
  log("installing Debian's Chromium, its headless shell and the Noto CJK fonts");
  aptInstall(['chromium', 'chromium-headless-shell', 'fonts-noto-cjk']);
  return '/usr/bin/chromium';
}

/**
 * Debian's Firefox ESR and WebKitGTK for the cross-engine tests (e2e/engines): firefox-esr (driven over
 * WebDriver BiDi, no geckodriver), webkit2gtk-driver (WebKitWebDriver and WebKitGTK's MiniBrowser) and
 * xvfb, the display MiniBrowser needs, as it has no headless mode. Never a downloaded browser.
 */
export function ensureFirefoxAndWebKit() {
  const hasMiniBrowser = existsSync('/usr/lib') && readdirSync('/usr/lib').some((folder) => existsSync(`/usr/lib/${folder}/webkit2gtk-4.1/MiniBrowser`));
  if (existsSync('/usr/bin/firefox-esr') && existsSync('/usr/bin/WebKitWebDriver') && hasMiniBrowser && existsSync('/usr/bin/Xvfb') && hasCjkFont()) return;
  log("installing Debian's Firefox ESR, WebKitGTK's WebDriver and Xvfb");
  aptInstall(['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'fonts-noto-cjk']);
}

/**
 * Debian's nginx with its brotli modules, for the deployment smoke test (docs/deployment.md, step 1).
 * Installing the package may start Debian's own nginx on port 80; the test runs one of its own beside it.
 */
export function ensureNginx() {
  // systemd-analyze (Debian's systemd) checks deploy/systemd's units; nothing of systemd runs.
  const hasAnalyze = existsSync('/usr/bin/systemd-analyze');
  if (existsSync('/usr/sbin/nginx') && existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so') && hasAnalyze) return '/usr/sbin/nginx';
  log("installing Debian's nginx and its brotli modules");
  aptInstall(['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static', ...(hasAnalyze ? [] : ['systemd'])]);
  // On a machine without systemd the package's own script may start Debian's default site on port 80;
  // the tests run nginx themselves, and the Observatory's scan needs 80 and 443.
  if (existsSync('/run/nginx.pid')) run('/usr/sbin/nginx', ['-s', 'quit']);
  return '/usr/sbin/nginx';
}

/**
 * The Mozilla Observatory's own scanner (docs/deployment.md §6), in .tools/observatory: heavy (Postgres
 * and web-server code the scan never runs), so not a workspace dependency. `--ignore-scripts` skips its
 * download of the HSTS preload list (deploy/observatory-scan.mjs gives it an empty one). One of its
 * dependencies (cookie@2.0.2) asks for Node 22 though the scan runs on 20: the workspace's engine-strict
 * (.npmrc, inherited by `npm test`'s environment) would refuse it.
 */
export const OBSERVATORY_SCANNER = '@mdn/mdn-http-observatory@1.4.8';
export function ensureObservatoryScanner() {
  const dir = path.join(root, '.tools/observatory');
  const installed = path.join(dir, 'node_modules/@mdn/mdn-http-observatory/package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === OBSERVATORY_SCANNER.split('@').at(-1)) return dir;
  log(`installing ${OBSERVATORY_SCANNER} into .tools/observatory`);
  must('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', '--engine-strict=false', '--loglevel=error', OBSERVATORY_SCANNER]);
  return dir;
}
