import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { EngineOptions } from './fixtures';

// The cross-engine tests: the crawl and the main flows in Debian's Firefox ESR and WebKitGTK, driven
// through puppeteer-core (WebDriver BiDi) and WebKitWebDriver (W3C WebDriver) by fixtures of this
// folder; Playwright's runner only runs the tests and reports them. The portal runs as for the Chromium
// tests (../playwright.config.ts): the production build with its embedded back end, on a database of
// its own, with the fixed captcha answer. The port is one every browser allows (WebKit and Firefox
// refuse some, 4190 among them).
const port = Number(process.env.E2E_ENGINES_PORT ?? 4186);
export const captchaCode = 'K7P3';
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig<EngineOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  // A crawled route takes a second or two; a flow crosses several pages and the sign-on.
  timeout: 60_000,
  // One worker per engine, each with one browser and one tab for its whole run; the two engines run side
  // by side (measured faster on two cores than one after the other).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  outputDir: path.join(os.tmpdir(), `credit-portal-engines-${process.env.E2E_RUN_ID}`),
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  webServer: {
    command: process.env.E2E_SERVER_COMMAND ?? 'node ../../packages/reference-server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/cms/front/navigationbar/tree`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DB: path.join(os.tmpdir(), `credit-portal-engines-${process.pid}.db`),
      PORTAL_CAPTCHA_CODE: captchaCode,
      NODE_ENV: 'test',
    },
  },
});
