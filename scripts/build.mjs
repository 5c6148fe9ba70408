// `node scripts/build.mjs`: installs the pinned pnpm and the dependencies from the lockfile, then builds
// the reference back end, the renderer and the portal (docs/deployment.md, step 2). `npm start` and
// `npm test` build the same way.
import { BUILD_ARGS, ensurePnpm, installDependencies, log, run } from './lib/bootstrap.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
log('building the reference back end, the renderer and the portal');
process.exit(run(pnpm, BUILD_ARGS));
