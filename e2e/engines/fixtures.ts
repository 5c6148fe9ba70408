import { test as base, expect } from '@playwright/test';
import { launchEngine, type Engine, type EngineName } from './browsers';

export interface EngineOptions {
  engineName: EngineName;
}

/**
 * `engine`: the project's browser (Firefox ESR or WebKitGTK), launched once per worker and shared by its
 * tests, one tab, in front of the test server through its own probe proxy.
 */
export const test = base.extend<object, EngineOptions & { engine: Engine }>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use, workerInfo) => {
      const upstream = String(workerInfo.project.use.baseURL);
      const engine = await launchEngine(engineName, upstream);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect };
