// The one way deploy/'s scripts start: `main` runs only when the file is the command itself (not when
// imported, e.g. by a test), and an error ends it with its message alone and exit status 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function runIfCommand(moduleUrl, main) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  try {
    main();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
