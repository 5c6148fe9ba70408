import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The smoke test of the production shape (docs/deployment.md): Debian's nginx with deploy/'s
// configuration in front of two renderers and the reference back end, started by the tests themselves
// (e2e/deploy/stack.ts), which stop and kill them on purpose; so one worker, in order.
export const deployPort = Number(process.env.E2E_DEPLOY_PORT ?? 4480);

export default defineConfig({
  ...base,
  testDir: './deploy',
  fullyParallel: false,
  workers: 1,
  outputDir: path.join(os.tmpdir(), `credit-portal-deploy-e2e-${process.env.E2E_RUN_ID}`),
  use: { ...base.use, baseURL: `http://127.0.0.1:${deployPort}` },
  webServer: undefined,
  globalTeardown: undefined,
});
