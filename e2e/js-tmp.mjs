import { chromium } from '@playwright/test';
import fs from 'node:fs'; import zlib from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
for (const u of process.argv.slice(2)) {
await p.goto('http://127.0.0.1:4195' + u, { waitUntil: 'networkidle' });
const files = [...new Set(await p.evaluate(() => performance.getEntriesByType('resource').map(e => new URL(e.name).pathname).filter(x => x.endsWith('.js'))))];
const rows = files.map(f => [f.split('/').pop(), zlib.gzipSync(fs.readFileSync('/work/main/packages/portal-app/build/client' + f), { level: 9 }).length / 1024]).sort((a, b) => b[1] - a[1]);
console.log(u, rows.reduce((s, r) => s + r[1], 0).toFixed(1)); console.log(rows.slice(0, 18).map(r => `  ${r[0]} ${r[1].toFixed(1)}`).join('\n'));
}
await b.close();
