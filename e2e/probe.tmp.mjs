import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://127.0.0.1:4199';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
const logs = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message.slice(0, 300)}`));
page.on('response', (r) => { if (r.status() >= 400) logs.push(`HTTP ${r.status()} ${r.url()}`); });
for (const path of (process.argv[2] ?? '/home').split(',')) {
  await page.goto(base + path);
  await page.waitForSelector('html[data-portal-ready]', { timeout: 15000 }).catch(() => logs.push('NOT READY ' + path));
  console.log(path, '→', await page.title(), '| h1:', await page.locator('h1').first().textContent().catch(() => null));
}
if (process.argv[3]) {
  await page.getByRole('link', { name: process.argv[3] }).first().click();
  await page.waitForTimeout(2000);
  console.log('after click', page.url(), await page.title(), await page.locator('h1').first().textContent().catch(() => null));
}
console.log(logs.join('\n'));
await browser.close();
