import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), tag: e.element?.outerHTML.slice(0, 120), size: e.size }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), paint: e.name }); }).observe({ type: 'paint', buffered: true });
});
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
console.log(JSON.stringify(await page.evaluate(() => window.__lcp), null, 1));
await browser.close();
