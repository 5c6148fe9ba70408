// `npm test`: install what is needed, run every check, and close with one line `N passed, N failed`.
// Test runners report their own counts (JSON reports under reports/); a check without tests counts as one.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { playwrightCounts, vitestCounts } from './lib/reports.mjs';
import { ensureChromium, ensureFirefoxAndWebKit, ensureNginx, ensureObservatoryScanner, ensurePnpm, installDependencies, log, root } from './lib/bootstrap.mjs';

const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const pnpm = ensurePnpm();
installDependencies(pnpm);
ensureChromium();
ensureFirefoxAndWebKit();
ensureNginx();
const observatoryScanner = ensureObservatoryScanner();
// Tools that call `pnpm` themselves (the ui package's install-and-build gate) find the pinned one, also
// on a machine where it lives only in .tools/.
const stepPath = pnpm === 'pnpm' ? process.env.PATH : `${path.dirname(pnpm)}${path.delimiter}${process.env.PATH ?? ''}`;

const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`];
const fromVitest = (name) => () => vitestCounts(JSON.parse(readFileSync(path.join(reports, `${name}.json`), 'utf8')), root);
/** A report of the repository's own steps (city check, consumer): `{ passed, failed }` as it wrote them. */
const passedAndFailed = (file) => {
  const { passed, failed } = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  return { passed, failed };
};
const fromPlaywright = (name) => () => playwrightCounts(JSON.parse(readFileSync(path.join(reports, `${name}.json`), 'utf8')));

// A list of steps in the list runs them together, for steps that leave a core idle much of their time
// (one process at a time, or waiting on a server or a registry); the first's output shows as it comes, the
// others' once all have ended. Measured on two cores: typecheck and lint 114 s one after the other, 73 s
// together; the second city and the consumer app 135 s, 69 s together.
const steps = [
  [
    { name: 'typecheck', args: ['-r', 'run', 'typecheck'] },
    { name: 'lint', args: ['exec', 'eslint', '.', '--max-warnings=0'] },
  ],
  { name: 'OpenAPI lint', args: ['exec', 'redocly', 'lint', '--format=stylish', '--max-problems=50'] },
  { name: 'generated types are current', args: ['--filter', '@credit-portal/api-client', 'run', 'check:types'] },
  // How this script reads the runners' reports (scripts/lib/reports.test.mjs), with node's own test runner.
  { name: 'the summary reads the test reports', command: process.execPath, args: ['--test', 'scripts/lib/'] },
  { name: 'api-client tests', args: ['--filter', '@credit-portal/api-client', 'exec', 'vitest', 'run', ...vitestReport('api-client')], counts: fromVitest('api-client') },
  {
    name: 'reference-server tests',
    args: ['--filter', '@credit-portal/reference-server', 'exec', 'vitest', 'run', ...vitestReport('reference-server')],
    env: { PORTAL_FUZZ_REPORT: path.join(reports, 'fuzz.json') },
    counts: fromVitest('reference-server'),
  },
  { name: 'portal-server tests', args: ['--filter', '@credit-portal/portal-server', 'exec', 'vitest', 'run', ...vitestReport('portal-server')], counts: fromVitest('portal-server') },
  { name: 'ui tests and story tests (Chromium)', args: ['--filter', '@credit-portal/ui', 'exec', 'vitest', 'run', ...vitestReport('ui')], counts: fromVitest('ui') },
  { name: 'portal-app tests', args: ['--filter', '@credit-portal/portal-app', 'exec', 'vitest', 'run', ...vitestReport('portal-app')], counts: fromVitest('portal-app') },
  { name: 'ui package build', args: ['--filter', '@credit-portal/ui', 'run', 'build'] },
  { name: 'static Storybook build', args: ['run', 'build-storybook'] },
  // The deployment guide's own build command (docs/deployment.md, step 2).
  { name: 'build of the back end, the renderer and the portal', command: process.execPath, args: ['scripts/build.mjs'], gate: true },
  [
    {
      // scripts/city-check.mjs: a second city (cities/) built into build-<city>/ and served; every crawled
      // route's server-rendered HTML, the sitemap, robots, the statements, nginx's error pages and the build's
      // files name no other city than it.
      name: 'a second city names no other city (plain HTTP)',
      command: process.execPath,
      args: ['scripts/city-check.mjs', '--report', path.join(reports, 'city-check.json')],
      counts: () => passedAndFailed('city-check.json'),
      needsGate: true,
    },
    {
      // consumer/run.mjs: both published packages released to a local verdaccio as a release would, inspected
      // (publint, attw, contents) and installed with npm into a Vite + React app outside the workspace, which
      // type-checks (bundler and nodenext), builds and renders the reference back end's data in Chromium.
      name: 'published packages from a local registry in a consumer app (Chromium)',
      command: process.execPath,
      args: ['consumer/run.mjs', '--report', path.join(reports, 'consumer.json')],
      counts: () => passedAndFailed('consumer.json'),
      needsGate: true,
    },
  ],
  {
    name: 'end-to-end tests (Chromium)',
    args: ['--filter', '@credit-portal/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'), PORTAL_FAULT_CRAWL_REPORT: path.join(reports, 'fault-crawl.json') },
    counts: fromPlaywright('e2e'),
    needsGate: true,
  },
  {
    // The crawl and the main flows in Debian's Firefox ESR and WebKitGTK (e2e/engines, docs/architecture.md
    // "Firefox and WebKit"), and the test of their judge.
    name: 'end-to-end tests (Firefox ESR and WebKitGTK)',
    args: ['--filter', '@credit-portal/e2e', 'exec', 'playwright', 'test', '-c', 'engines/playwright.engines.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'engines.json') },
    counts: fromPlaywright('engines'),
    needsGate: true,
  },
  {
    // docs/deployment.md: Debian's nginx with deploy/'s configuration, two renderers, the back end.
    name: 'deployment smoke through nginx (Chromium)',
    args: ['--filter', '@credit-portal/e2e', 'exec', 'playwright', 'test', '-c', 'playwright.deploy.config.ts', '--reporter=list,json'],
    // With the Observatory's own scanner grading the stack with TLS on ports 80 and 443 (e2e/deploy/observatory.spec.ts).
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'deploy.json'), E2E_OBSERVATORY_SCANNER: observatoryScanner },
    counts: fromPlaywright('deploy'),
    needsGate: true,
  },
];

let passed = 0;
let failed = 0;
let gateFailed = false;
const summary = [];

/** Runs a step's command; unless `shown`, its output is held (`output`) for the caller to print. */
function run(step, shown) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command ?? pnpm, step.args, {
      cwd: root,
      stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PATH: stepPath, ...step.env },
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const end = (status) => resolve({ ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(0), output: Buffer.concat(held) });
    child.on('error', () => end(1));
    child.on('close', end);
  });
}

/** Adds a step's counts (its report's, or one check) to the totals and its line to the summary. */
function record(step, { ok, seconds }) {
  let counts = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (step.counts) {
    try {
      counts = step.counts();
      // A runner that failed without failing a test (a crash, an error outside tests) still fails.
      if (!ok && counts.failed === 0) counts.failed = 1;
    } catch {
      // No readable report: the runner never got to its tests.
      counts = { passed: 0, failed: 1 };
    }
  }
  if (!ok && step.gate) gateFailed = true;
  passed += counts.passed;
  failed += counts.failed;
  const flaky = counts.flaky ? ` (${counts.flaky} of them only on a retry)` : '';
  summary.push(`${ok ? '✓' : '✗'} ${step.name} (${seconds} s)${step.counts ? `: ${counts.passed} passed${flaky}, ${counts.failed} failed` : ''}`);
  const failures = counts.failures ?? [];
  // Why each failed, for the first few (the rest by name only, so the summary stays readable).
  failures.slice(0, 20).forEach((failure, index) => summary.push(`    ✗ ${index < 5 ? failure : failure.split('\n')[0]}`));
  if (failures.length > 20) summary.push(`    … and ${failures.length - 20} more`);
}

for (const entry of steps) {
  const together = Array.isArray(entry) ? entry : [entry];
  const runnable = together.filter((step) => {
    if (!(step.needsGate && gateFailed)) return true;
    failed += 1;
    summary.push(`✗ ${step.name}: not run, the build failed`);
    return false;
  });
  if (runnable.length === 0) continue;
  log(`— ${runnable.map((step) => step.name).join(', beside it: ')}`);
  const results = await Promise.all(runnable.map((step, index) => run(step, index === 0)));
  runnable.forEach((step, index) => {
    if (index > 0) {
      log(`— ${step.name} (its output, held while it ran beside ${runnable[0].name})`);
      process.stdout.write(results[index].output);
    }
    record(step, results[index]);
  });
}

// What the contract-driven fuzzing sent, just above the closing line, which CI reads and which
// must stay `N passed, N failed` alone.
let fuzz = 'fuzzing: not run';
try {
  const counts = JSON.parse(readFileSync(path.join(reports, 'fuzz.json'), 'utf8'));
  fuzz = `fuzzing: ${counts.operations} operations, ${counts.requests} requests (${counts.invalid} with a broken field)`;
} catch {
  // The reference-server tests did not get to it; their step says why.
}
// And what the fault crawl injected in the browser (e2e/tests/fault-crawl.spec.ts).
let faultCrawl = 'fault crawl: not run';
try {
  const report = JSON.parse(readFileSync(path.join(reports, 'fault-crawl.json'), 'utf8'));
  // The templates that must meet every kind: the generic lists, each detail view, each form.
  const inScope = Object.entries(report.templates).filter(([name, template]) => template.role === 'form' || template.role === 'detail' || report.genericLists.includes(name));
  const metEvery = ([, template]) => new Set([...template.kinds, ...template.submissionKinds]).size === report.kinds.length;
  const short = inScope.filter((entry) => !metEvery(entry)).map(([name]) => name);
  // Of the faults, those the signed-in pass met (a demo account's pages, forms with uploads).
  const signedIn = report.faultsSignedIn ? ` (${report.faultsSignedIn} signed in)` : '';
  faultCrawl = `fault crawl: ${report.routesFaulted} routes, ${report.faultsInjected} faults${signedIn} of ${report.kinds.length} kinds; ${inScope.length - short.length} of ${inScope.length} templates (generic lists, details, forms) met every kind, loading or submitting${short.length ? `; short: ${short.join(', ')}` : ''}`;
} catch {
  // The end-to-end step did not get to it; its step says why.
}
process.stdout.write(`\n${summary.join('\n')}\n\n${fuzz}\n${faultCrawl}\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
