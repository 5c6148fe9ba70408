// `npm start`: install, build, seed on first run, and serve the portal with its embedded back end.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensurePnpm, installDependencies, log, root, run } from './lib/bootstrap.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
log('building the reference back end and the portal');
// `...`: with the workspace packages the back end depends on (@credit-portal/portal-server, its serving code).
const built = run(pnpm, ['--filter', '@credit-portal/reference-server...', '--filter', '@credit-portal/portal-app', 'run', 'build']);
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
