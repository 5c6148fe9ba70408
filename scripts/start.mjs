// `npm start`: install, build, seed on first run, and serve the portal with its embedded back end.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BUILD_ARGS, ensurePnpm, installDependencies, log, root, run } from './lib/bootstrap.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
log('building the reference back end and the portal');
const built = run(pnpm, BUILD_ARGS);
if (built !== 0) process.exit(built);

const server = spawn(process.execPath, [path.join(root, 'packages/reference-server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
