// Chromatic visual review of the built Storybook, run only where a project token is set
// (CHROMATIC_PROJECT_TOKEN, e.g. as a CI secret). Without one it says so and succeeds, so that
// local runs and forks without the secret are not failed by it. The committed screenshot
// baselines (gates/visual) are the gate that always runs; Chromatic adds review in the browser.
// Settings: chromatic.config.json beside package.json. Build Storybook first: pnpm build-storybook.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, skipping the Chromatic upload.');
  process.exit(0);
}

const storybook = path.resolve(uiDir, '../../storybook-static');
if (!existsSync(path.join(storybook, 'index.html'))) {
  console.error('chromatic: no built Storybook at storybook-static/; run `pnpm build-storybook` at the repository root first.');
  process.exit(1);
}

// chromatic 16.10.1, the newest whose engines admit Node 20; a devDependency.
const bin = path.join(uiDir, 'node_modules/.bin/chromatic');
const result = spawnSync(bin, ['--config-file', path.join(uiDir, 'chromatic.config.json')], {
  cwd: uiDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
