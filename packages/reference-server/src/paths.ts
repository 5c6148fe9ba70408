import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of this package's `src/` or `dist/` (both sit one level under the package). */
export const moduleDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The workspace root (the folder holding pnpm-workspace.yaml), looked up from this module so that
 * `node dist/main.js` finds `.data/` and the portal's build from any working directory; the current
 * directory when the server runs outside the checkout.
 */
export function findRepoRoot(start: string = moduleDir): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
