import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
page.on('console', (m) => console.log(m.type(), m.text().slice(0, 400)));

await page.setContent(`<form method="post" action="http://127.0.0.1:4199/credit-complaint"><input name="name" value="王小明"><input name="phone" value="13812345678"><button>go</button></form>`);
await page.click('button');
await page.waitForTimeout(4000);
const html = await page.content();
console.log(html.match(/portal-posted-form[^<]*/)?.[0]);
await browser.close();
