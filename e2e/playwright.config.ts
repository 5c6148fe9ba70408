import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The end-to-end tests run the production build of the portal with its embedded back end, on a
// database of their own, in Debian's Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;
export const captchaCode = 'K7P3';
// One folder per run (workers inherit the variable), so two runs on one machine never share artefacts.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

/** Playwright 1.65's own `--disable-features` list (chromiumSwitches.ts). */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export default defineConfig({
  testDir: './tests',
  // The fault crawl's report (tests/faultCrawl.ts), written once every worker is done.
  globalTeardown: './tests/faultCrawlTeardown.ts',
  // The longest flows (a login, a captcha and three axe scans) take over 30 s on two busy cores; timing
  // budgets live in `npm run bench`, not here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  outputDir: path.join(os.tmpdir(), `credit-portal-e2e-${process.env.E2E_RUN_ID}`),
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // No trace unless asked for (`--trace retain-on-failure` when rerunning a failure): recording one
    // for every test in case it fails took a fifth of the run's CPU on two cores (measured: five crawl
    // routes 40.2 s with traces, 32.2 s without), and a CI machine's traces are gone with it.
    trace: 'off',
    launchOptions: {
      // Debian's headless shell of Chromium (package chromium-headless-shell), as Playwright itself runs headless:
      // the same engine without the browser's interface, which costs CPU on every page. Measured on two cores,
      // 25 crawled routes alternating: 61–66 s and 110–115 CPU-seconds against 71–83 s and 132–153 with
      // /usr/bin/chromium (CHROMIUM_PATH runs another build).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium keeps Playwright's own list only when it is repeated here (the last --disable-features
        // wins), plus the omnibox popups, which the full browser (CHROMIUM_PATH=/usr/bin/chromium) prewarms in one
        // more renderer per context: a third of the e2e run's CPU on two cores (15 page loads 26.8 s → 18.1 s).
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'].join(',')}`,
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // E2E_SERVER_COMMAND runs another build of the server (e.g. `npx tsx ../packages/reference-server/src/main.ts`).
    command: process.env.E2E_SERVER_COMMAND ?? 'node ../packages/reference-server/dist/main.js',
    url: `${baseURL}/api/cms/front/navigationbar/tree`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DB: path.join(os.tmpdir(), `credit-portal-e2e-${process.pid}.db`),
      PORTAL_CAPTCHA_CODE: captchaCode,
      NODE_ENV: 'test',
    },
  },
});
