import { chromium } from 'playwright';
const [,, base, out, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: +width, height: 900 } });
for (const [i, p] of paths.entries()) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}-${i}.png`, fullPage: false });
}
await browser.close();
