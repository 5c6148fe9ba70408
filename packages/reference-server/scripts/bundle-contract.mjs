// Writes the bundled contract next to the built server (dist/openapi.json), so that
// `node dist/main.js` runs without the openapi/ source tree. Uses the server's own bundling code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLED_DOCUMENT_NAME, bundleSourceDocument } from '../dist/contract/load.js';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const document = await bundleSourceDocument();
fs.writeFileSync(path.join(dist, BUNDLED_DOCUMENT_NAME), `${JSON.stringify(document, null, 2)}\n`);
console.log(`契约已写入 ${path.relative(process.cwd(), path.join(dist, BUNDLED_DOCUMENT_NAME))}`);
