import { chromium } from 'playwright';
const [,, path, mode = 'care', width = '320'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 700 } });
if (mode !== 'standard') await context.addCookies([{ name: 'credit_portal_a11y', value: mode, url: 'http://127.0.0.1:4191' }]);
const page = await context.newPage();
await page.goto('http://127.0.0.1:4191' + path, { waitUntil: 'networkidle' });
const out = await page.evaluate(() => {
  const vw = document.documentElement.clientWidth;
  const res = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > vw + 1 && r.width > 0) res.push({ tag: el.tagName, cls: el.className && el.className.baseVal === undefined ? String(el.className).slice(0, 60) : '', w: Math.round(r.width), right: Math.round(r.right), text: (el.textContent || '').slice(0, 30) });
  }
  return { sw: document.documentElement.scrollWidth, res: res.slice(0, 12) };
});
console.log(JSON.stringify(out, null, 1));
await browser.close();
