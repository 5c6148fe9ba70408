import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.addInitScript(() => {
  const orig = history.replaceState.bind(history);
  history.replaceState = (...a) => { console.log('replaceState', JSON.stringify(a[0]), a[2]); return orig(...a); };
  const push = history.pushState.bind(history);
  history.pushState = (...a) => { console.log('pushState', JSON.stringify(a[0]), a[2]); return push(...a); };
});
page.on('console', (m) => console.log(m.type(), m.text().slice(0, 200)));
await page.setContent(`<form method="post" action="http://127.0.0.1:4199/credit-complaint"><input name="name" value="王小明"><input name="phone" value="13812345678"><button>go</button></form>`);
await page.click('button');
await page.waitForTimeout(4000);
console.log(await page.evaluate(() => JSON.stringify({ state: history.state, el: !!document.getElementById('portal-posted-form'), ctxKeys: Object.keys(window).filter((k) => k.startsWith('__react')) })));
await browser.close();
