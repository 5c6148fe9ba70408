import { readdirSync, readFileSync } from 'node:fs';
import { city, escapeRegExp, hasSubsite, operator } from '../city';
import { beforeTheScripts, expect, expectCurrentPage, test } from './fixtures';
import { captchaCode } from '../playwright.config';
import { captchaImageLoaded, pdfFile, signOnWithoutScript } from './flows';

// Public pages answered as HTML with their data, readable without JavaScript, then hydrated
// (every other spec runs on the hydrated pages; a hydration mismatch is a console error there).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads a news list, pages through it by its pager and opens an article', async ({ page }) => {
    await page.goto('/credit-dynamics');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '信用动态' })).toBeVisible();
    const articleLinks = main.locator('a[href^="/content-detail?id="]');
    await expect(articleLinks.first()).toBeVisible();
    const firstTitles = await articleLinks.allInnerTexts();
    expect(firstTitles.length).toBeGreaterThan(1);

    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/\/credit-dynamics\?(.*&)?pageNo=2/);
    await expectCurrentPage(page.getByRole('navigation', { name: '分页' }), 2);
    const secondTitles = await articleLinks.allInnerTexts();
    expect(secondTitles.length).toBeGreaterThan(0);
    expect(secondTitles).not.toEqual(firstTitles);

    const title = secondTitles[0] ?? '';
    await articleLinks.first().click();
    await expect(page).toHaveURL(/\/content-detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(title.trim());
  });

  test('the header’s credit-site menus open by click and by keyboard, their links reachable', async ({ page }) => {
    await page.goto('/home');
    const siteLinks = page.getByRole('navigation', { name: '相关网站' });
    const groups = siteLinks.getByRole('button');
    expect(await groups.count()).toBeGreaterThan(0);
    await expect(siteLinks.getByRole('link')).toHaveCount(0);
    await groups.first().click();
    const firstLink = siteLinks.getByRole('link').first();
    await expect(firstLink).toBeVisible();
    await expect(firstLink).toHaveAttribute('href', /^https?:\/\//);
    // By keyboard: Tab from the button goes into its list; leaving the group closes it.
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(siteLinks.getByRole('link')).toHaveCount(0);
  });

  test('a POST to a page that takes none (a stale form, another site’s) gives the fields back in the page, never the password, and is kept by no cache', async ({ request }) => {
    // Every form of the portal now posts to its route's action; a page without one renders as for GET,
    // with what was posted in its data block for the form that would take it.
    const answer = await request.post('/credit-dynamics', { form: { keyword: '信用修复', password: 'Xinyong@2026' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('<h1');
    expect(html).toMatch(/id="portal-posted-form"[^>]*>[^<]*信用修复/);
    expect(html).not.toContain('Xinyong@2026');
  });

  test('an operator logs in to the repair program without JavaScript and the program knows the operator with it', async ({ page, browser, context }) => {
    await page.goto('/repair-program-login?redirect=%2Frepair-program-cancel-log');
    const form = () => page.getByRole('form', { name: '工作人员登录' });
    // The captcha's image is there from the first answer: the form is sent once.
    await captchaImageLoaded(form());
    await form().getByLabel('账号').fill('xfcz01');
    await form().getByLabel('密码').fill('Xiufu@2026');
    await form().getByLabel('验证码').fill(captchaCode);
    await form().getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/repair-program-cancel-log');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('repair-program-token');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('credit-portal-token');
    // The program's page is rendered on the server with the operator's own cookie: the operator and the
    // page's data without script; with the script, the same login opens them.
    await expect(page.getByRole('heading', { level: 1, name: '撤销公示记录' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(operator('xfcz01'));
    await expect(page.getByRole('search', { name: '筛选撤销记录' })).toBeVisible();
    const withScript = await browser.newContext({ storageState: await context.storageState(), javaScriptEnabled: true });
    const program = await withScript.newPage();
    await program.goto('/repair-program-cancel-log');
    await expect(program.getByRole('navigation', { name: '信用修复管理菜单' })).toBeVisible();
    await expect(program).toHaveURL((url) => url.pathname === '/repair-program-cancel-log');
    await withScript.close();
  });

  test('an anonymous complaint sent without JavaScript is asked for a login, with everything typed kept', async ({ page }) => {
    await page.goto('/credit-complaint');
    const form = page.getByRole('form', { name: '信用投诉' });
    await form.getByLabel('投诉人姓名').fill('王小明');
    await form.getByLabel('证件号码').fill('350302199001011237');
    await form.getByLabel('投诉标题').fill('拖欠货款');
    await form.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/credit-complaint' && url.search === '');
    const given = page.getByRole('form', { name: '信用投诉' });
    await expect(given.getByRole('alert').first()).toContainText('提交信用投诉需先登录');
    await expect(given.getByLabel('投诉人姓名')).toHaveValue('王小明');
    await expect(given.getByLabel('证件号码')).toHaveValue('350302199001011237');
    await expect(given.getByLabel('投诉标题')).toHaveValue('拖欠货款');
  });

  test('a citizen signs on, sends a message with its mistakes shown beside the fields, and finds it again by its number', async ({ page }) => {
    await signOnWithoutScript(page, 'geren');

    await page.goto('/credit-leavemessageedit');
    const title = `无脚本留言${Date.now() % 100000}`;
    await page.getByLabel('留言标题').fill(title);
    await page.getByLabel('留言类型').selectOption('咨询');
    await page.getByLabel('留言内容').fill('未启用脚本时提交的留言：请问信用修复申请的办理时限是多少个工作日？');
    await page.getByLabel('留言人姓名').fill('陈丽华');
    await page.getByLabel('手机号码').fill('1380594');
    await page.getByRole('radio', { name: /^不公开/ }).check();
    await page.getByRole('button', { name: '提交留言' }).click();
    // Checked on the server as in the browser: the message beside its field, everything typed still there.
    await expect(page.getByLabel('手机号码')).toHaveAccessibleDescription(/请输入正确的手机号码/);
    await expect(page.getByLabel('留言标题')).toHaveValue(title);
    await expect(page.getByRole('radio', { name: /^不公开/ })).toBeChecked();
    await expect(page).toHaveURL((url) => url.pathname === '/credit-leavemessageedit' && url.search === '');

    await page.getByLabel('手机号码').fill('13805943456');
    await page.getByRole('button', { name: '提交留言' }).click();
    const receipt = page.getByRole('region', { name: '留言提交成功', exact: true });
    await expect(receipt).toBeVisible();
    const trackingNo = ((await receipt.getByRole('definition').first().textContent()) ?? '').trim();
    expect(trackingNo).toMatch(/^LY\d{12}$/);

    await receipt.getByRole('link', { name: '查看我的留言' }).click();
    const row = page.getByRole('table', { name: '我的留言' }).getByRole('row').filter({ hasText: trackingNo });
    await expect(row).toContainText(title);
  });

  test('an enterprise signs a commitment, finds it published under its number and reports on it', async ({ page }) => {
    await signOnWithoutScript(page, 'qiye');
    await page.goto('/promise-online?templateId=1');
    const form = page.getByRole('form', { name: '在线承诺' });
    // The account's own enterprise, from the server's render.
    await expect(form.getByLabel('统一社会信用代码')).toHaveValue(/^[0-9A-Z]{18}$/);
    await form.getByLabel('法定代表人').fill('林建国');
    await form.getByLabel('手机号码').fill('13905941234');
    await form.getByLabel('承诺事项').fill('申请食品经营许可证（告知承诺制，无脚本提交）');
    await form.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('请勾选电子签名确认')).toBeVisible();
    await expect(page.getByLabel('承诺事项')).toHaveValue('申请食品经营许可证（告知承诺制，无脚本提交）');

    await page.getByLabel(/同意以此作为电子签名/).check();
    await page.getByRole('form', { name: '在线承诺' }).getByRole('button', { name: '提交' }).click();
    const receipt = page.getByRole('region', { name: '信用承诺已签署成功', exact: true });
    await expect(receipt).toBeVisible();
    const commitmentNo = ((await receipt.locator('dd').first().textContent()) ?? '').trim();
    expect(commitmentNo).toMatch(/^CN\d{12}$/);

    await page.goto('/promise-publicity');
    await expect(page.getByRole('main').getByRole('row').filter({ hasText: commitmentNo })).toContainText('申请食品经营许可证（告知承诺制，无脚本提交）');

    // Its feedback, through the 安全验证 (an image and a field from the form's first answer), to the
    // receipt's own page.
    await page.goto(`/commitent-feedback?commitmentNo=${commitmentNo}`);
    const feedback = () => page.getByRole('form', { name: '承诺反馈' });
    await expect(feedback().getByLabel('承诺编号')).toHaveValue(commitmentNo);
    await feedback().getByRole('radio', { name: '已履约' }).check();
    await feedback().getByLabel('履约说明').fill('已按承诺在30日内补齐全部材料（未启用脚本提交），并通过现场核查。');
    await feedback().getByLabel('联系人').fill('林建国');
    await feedback().getByLabel('手机号码').fill('13905941234');
    await captchaImageLoaded(feedback());
    await feedback().getByLabel('验证码').fill(captchaCode);
    await feedback().getByRole('button', { name: '提交' }).click();
    await expect(page).toHaveURL(/\/feedback-submit-success\?trackingNo=FK\d{12}$/);
    const trackingNo = new URL(page.url()).searchParams.get('trackingNo') ?? '';
    await expect(page.getByRole('region', { name: '承诺反馈已提交成功', exact: true }).getByText(trackingNo)).toBeVisible();
  });

  test('an enterprise sends an objection with two files through the 安全验证 and finds it by its number', async ({ page }) => {
    await signOnWithoutScript(page, 'qiye');
    await page.goto('/service-objection-representation');
    const form = () => page.getByRole('form', { name: '企业法人异议申诉' });
    await expect(form().getByLabel('统一社会信用代码')).toHaveValue(/^[0-9A-Z]{18}$/);
    await form().getByLabel('经办人').fill('林建国');
    await form().getByLabel('手机号码').fill('13905941234');
    await form().getByLabel('异议信息类别').selectOption('行政处罚');
    await form().getByLabel('信息编号').fill(`${city.abbreviation}市监处罚〔2025〕118号`);
    await form().getByRole('radio', { name: '撤销公示' }).check();
    await form().getByLabel('异议理由').fill('该行政处罚已于2025年履行完毕（未启用脚本提交），最短公示期已满，申请撤销公示。');
    await form().getByLabel('证明材料').setInputFiles([pdfFile('履行完毕证明.pdf'), pdfFile('缴款凭证.pdf')]);
    await form().getByLabel('本人承诺所提供的材料真实有效，如有虚假愿承担相应责任').check();
    await form().getByRole('button', { name: '提交' }).click();

    // Sent without the 安全验证's code: the files are stored and listed, and it is asked for again with
    // another captcha.
    await expect(form().getByRole('alert').first()).toContainText('请输入图片中的验证码');
    const files = form().getByRole('list', { name: '已选文件' });
    await expect(files.getByRole('listitem')).toHaveText([/^履行完毕证明\.pdf/, /^缴款凭证\.pdf/]);
    await expect(form().getByRole('img', { name: '验证码图片' })).toBeVisible();
    await expect(form().getByLabel('异议理由')).toHaveValue(/未启用脚本提交/);
    await form().getByLabel('验证码').fill(captchaCode);
    await form().getByRole('button', { name: '提交' }).click();

    const receipt = page.getByRole('region', { name: '企业法人异议申诉已提交成功', exact: true });
    await expect(receipt).toBeVisible();
    const trackingNo = ((await receipt.getByText(/^YQ\d{12}$/).textContent()) ?? '').trim();
    expect(trackingNo).toMatch(/^YQ\d{12}$/);
    await page.goto('/service-objection-representation-info');
    await expect(page.getByRole('region', { name: '我的企业法人异议申诉', exact: true }).getByRole('cell', { name: trackingNo })).toBeVisible();

    // 异议申诉's progress lookup, without script too: a wrong phone is told so, the right one shows it.
    await page.goto('/credit-objection');
    const lookup = () => page.getByRole('form', { name: '申诉进度查询' });
    await lookup().getByLabel('受理编号').fill(trackingNo);
    await lookup().getByLabel('验证信息').fill('13905940000');
    await lookup().getByRole('button', { name: '查询', exact: true }).click();
    await expect(lookup().getByRole('alert').first()).toContainText('未查询到相关办件');
    await lookup().getByLabel('验证信息').fill('13905941234');
    await lookup().getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByRole('article').getByText(trackingNo, { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/credit-objection' && url.search === '');
  });

  test('a visitor searches from the home page, passes the 安全验证 as an image and a field, and reads the results', async ({ page }) => {
    await page.goto('/home');
    const search = page.getByRole('search', { name: '信用信息搜索' });
    await search.getByRole('radio', { name: '统一社会信用代码' }).check();
    await search.getByRole('radio', { name: '信用信息' }).check();
    await search.getByRole('searchbox', { name: '搜索关键词' }).fill(`${city.name}`);
    await search.getByRole('button', { name: '搜索', exact: true }).click();
    // The chosen type's page, with the keyword alone in its address.
    await expect(page).toHaveURL((url) => url.pathname === '/code-publicity' && url.searchParams.get('keyword') === `${city.name}` && !url.searchParams.has('type'));
    // The image and the field are there at once; a wrong code brings another captcha, posted with its token.
    const verification = page.getByRole('form', { name: '安全验证' });
    await captchaImageLoaded(verification);
    await verification.getByLabel('验证码').fill('ZZZZ');
    await verification.getByRole('button', { name: '验证并查询' }).click();
    await expect(page.getByRole('form', { name: '安全验证' }).getByRole('status')).toHaveText('验证码错误，请输入新图片中的验证码');
    await page.getByRole('form', { name: '安全验证' }).getByLabel('验证码').fill(captchaCode);
    await page.getByRole('form', { name: '安全验证' }).getByRole('button', { name: '验证并查询' }).click();
    await expect(page.getByText(new RegExp(`“${escapeRegExp(city.name)}”的查询结果：共 \\d+ 条`))).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="/enterprise-detail?creditCode="]').first()).toBeVisible();
  });

  test('the home page shows every news column with its articles', async ({ page }) => {
    await page.goto('/home');
    for (const column of ['信用动态', '通知公告', '政策法规', '公示公告']) {
      const section = page.getByRole('region', { name: column, exact: true });
      await expect(section.locator('a[href^="/content-detail?id="]').first(), column).toBeVisible();
      await expect(section.getByText('正在加载…'), column).toHaveCount(0);
    }
  });

  test('a record table shows its rows', async ({ page }) => {
    await page.goto('/red-list/index');
    await expect(page.getByRole('heading', { level: 1, name: '红名单' })).toBeVisible();
    const table = page.getByRole('main').getByRole('table');
    await expect(table.getByRole('columnheader', { name: '主体名称' })).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);
  });

  test('a page the server could not render says so and what to do, not 正在加载… alone', async ({ request }) => {
    // The page the browser would render itself, as the server answers when its back end failed. Read from
    // the answer: the test's browser, its scripts switched off by emulation, still parses <noscript> as if
    // they ran, so it never shows what a browser without JavaScript shows.
    const answer = await request.get('/credit-dynamics', { headers: { 'x-portal-render': 'client' } });
    const root = /<div id="root">(.*?)<\/div><script/s.exec(await answer.text())?.[1] ?? '';
    expect(root).toContain('正在加载…');
    expect(root).toMatch(/<noscript><p [^>]*>页面暂时无法显示。请稍后刷新重试，或在浏览器中启用 JavaScript 后访问。<\/p><\/noscript>/);
  });
});

test.describe('the first answer', () => {
  test('of /favicon.ico is the site’s icon, for the clients that ask there rather than read the page’s link', async ({ request }) => {
    const answer = await request.get('/favicon.ico');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/x-icon');
    const icon = await answer.body();
    // An ICO directory (reserved 0, type 1) holding 16, 32 and 48 px images.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2), icon.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((entry) => icon.readUInt8(6 + 16 * entry))).toEqual([16, 32, 48]);
  });


  test('holds the headings, links and rows a visitor then sees, with a title and a canonical address', async ({ request }) => {
    const pages: [string, RegExp][] = [
      ['/home', new RegExp(`<h1[^>]*>${escapeRegExp(city.portalName)}</h1>[\\s\\S]*<h2[^>]*>信用动态</h2>[\\s\\S]*href="/content-detail\\?id=\\d+"`)],
      ['/credit-dynamics', /<h1[^>]*>信用动态<\/h1>[\s\S]*href="\/content-detail\?id=\d+"/],
      ['/red-list/index', /<h1[^>]*>红名单<\/h1>[\s\S]*<table[\s\S]*<td/],
      ['/double-publicity-catalog', /<h1[^>]*>双公示目录<\/h1>/],
      ...(hasSubsite('farming') ? [['/farming', /<h1[^>]*>[^<]+<\/h1>[\s\S]*<a /] as [string, RegExp]] : []),
      ['/ecology', /<h1[^>]*>生态环境信用<\/h1>/],
      ...(hasSubsite('eleguarantee') ? [['/ele-guarantee-home', /<h1[^>]*>[^<]+<\/h1>/] as [string, RegExp]] : []),
      ...(hasSubsite('freetradearea') ? [['/free-trade-area', /<h1[^>]*>[^<]+<\/h1>/] as [string, RegExp]] : []),
      ['/medical-insurance', /<h1[^>]*>[^<]+<\/h1>/],
      ['/credit-plus-home', /<h1[^>]*>[^<]+<\/h1>/],
    ];
    for (const [address, content] of pages) {
      const answer = await request.get(address);
      const html = await answer.text();
      expect([address, answer.status()]).toEqual([address, 200]);
      expect(html, address).toMatch(content);
      expect(html, address).toMatch(new RegExp(`<title>[^<]*${escapeRegExp(city.portalName)}</title>`));
      expect(html, address).toContain(`<link rel="canonical" href="${new URL(address, answer.url()).href}"`);
      expect(answer.headers()['cache-control']).toContain('stale-while-revalidate');
    }
    const article = await request.get('/credit-dynamics');
    const id = /href="\/content-detail\?id=(\d+)"/.exec(await article.text())?.[1];
    const detail = await request.get(`/content-detail?id=${id}`);
    expect(detail.status()).toBe(200);
    expect(await detail.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });


  test('answers 404 for an unknown path and a missing record, and sends a login-required page to the sign-on', async ({ request }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404);
    expect((await request.get('/content-detail?id=99999999')).status()).toBe(404);
    expect((await request.get('/content-detail')).status()).toBe(404);
    const user = await request.get('/user', { maxRedirects: 0 });
    expect(user.status()).toBe(302);
    expect(user.headers().location).toContain('/sso/login');
    expect(user.headers()['cache-control']).toBe('no-store');
  });

  test('loads React (react-dom), never another runtime', async ({ request }) => {
    const html = await (await request.get('/home')).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((found) => found[1] ?? '');
    expect(preloaded.length).toBeGreaterThan(0);
    const scripts = await Promise.all(preloaded.map(async (href) => (await request.get(href)).text()));
    expect(scripts.filter((script) => script.includes('react.dev/errors')).length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toMatch(/preact/i);
  });

  test("names in its HTML every chunk the page needs, and loads another page's code only when the visitor goes there", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const answer = await page.goto('/home');
    const html = (await answer?.text()) ?? '';
    const named = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((found) => found[1]);
    // What the first paint needs comes first: the stylesheet asked for before the scripts, which yield to it.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('rel="preload" href="/assets/style-')).toBeGreaterThan(-1);
    expect(head.indexOf('rel="preload" href="/assets/style-')).toBeLessThan(head.indexOf('rel="modulepreload"'));
    expect(head.match(/<link rel="modulepreload" fetchpriority="low" /g)).toHaveLength(named.length);
    // Hydrated: every chunk was named in the HTML, so all were asked for at once, none one after another.
    // The adverts' code alone comes after: they are drawn once the page runs.
    await expect(page.getByRole('search')).toBeVisible();
    expect(scripts.filter((script) => !named.includes(script) && !/\/Adverts-[\w-]+\.js$/.test(script))).toEqual([]);

    // Another page's code joins when the visitor goes there.
    const later = () => scripts.filter((script) => !named.includes(script));
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '信用服务' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '信用服务' })).toBeVisible();
    expect(later().length).toBeGreaterThan(0);
  });

  test('robots.txt keeps crawlers off personal pages and names the sitemap, which lists public pages and articles', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /user$');
    expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/home<\/loc>/);
    expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/content-detail\?id=\d+<\/loc>/);
    expect(sitemap).not.toMatch(/<loc>[^<]+\/user<\/loc>/);
  });
});

test.describe('a page the visitor only reads', () => {
  test.use({ adverts: true });

  test('comes with its adverts: the browser shows them without asking the back end, nor loading the client’s code', async ({ page }) => {
    const asked: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && !pathname.includes('/filestorage/file/readImage/')) asked.push(pathname);
      if (request.resourceType() === 'script') scripts.push(pathname);
    });
    await page.goto('/home');
    await expect(page.getByRole('complementary', { name: '浮动广告' }).getByRole('button', { name: /^关闭广告：/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(scripts.filter((script) => /\/client-[\w-]+\.js$/.test(script))).toEqual([]);

    // The first call loads it: the search asks for its captcha, whose image then shows.
    await page.getByRole('searchbox', { name: '搜索关键词' }).fill(`${city.name}`);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '安全验证' }).getByRole('img', { name: '验证码图片' })).toBeVisible();
    expect(scripts.filter((script) => /\/client-[\w-]+\.js$/.test(script))).toHaveLength(1);
  });
});

test.describe('the browser’s scripts', () => {
  // Words that only the server's form actions write: the answers to a form, a login and a search sent
  // without the page's script, which come back with a captcha's image to read. A route's `action` is not
  // in the browser's build, and the code it calls must not be either.
  const SERVER_ONLY = ['请输入图片中的验证码，完成安全验证后再次提交', '请输入图片中的验证码后再次登录', '已换一张验证码', '安全验证暂时无法进行，请稍后再试'];

  test('hold none of the server’s actions: no script the portal can load writes what only they write', async ({ request }) => {
    // The words are the server's: its build (build/server, its entry and its chunks) has each of them.
    const serverFolder = new URL('../../packages/portal-app/build/server/', import.meta.url);
    const serverBuild = readdirSync(serverFolder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(new URL(file, serverFolder), 'utf8'))
      .join('\n');
    for (const words of SERVER_ONLY) expect(serverBuild, words).toContain(words);

    // Every script the browser can load: the framework's manifest (named by every page), its entry and
    // each route's modules, and everything they import, statically or on demand.
    const html = await (await request.get('/home')).text();
    const manifestAddress = /\/assets\/manifest-[\w-]+\.js/.exec(html)?.[0];
    expect(manifestAddress, 'the page names the framework’s manifest').toBeTruthy();
    const manifestScript = await (await request.get(manifestAddress!)).text();
    const manifest = JSON.parse(manifestScript.slice(manifestScript.indexOf('{'), manifestScript.lastIndexOf('}') + 1)) as {
      entry: { module: string; imports: string[] };
      routes: Record<string, { module: string; imports?: string[]; clientActionModule?: string; clientLoaderModule?: string }>;
    };
    const queue = [manifest.entry.module, ...manifest.entry.imports];
    for (const route of Object.values(manifest.routes)) queue.push(route.module, ...(route.imports ?? []), ...[route.clientActionModule, route.clientLoaderModule].filter((m): m is string => !!m));
    const scripts = new Map<string, string>();
    for (let address = queue.pop(); address !== undefined; address = queue.pop()) {
      if (scripts.has(address)) continue;
      const answer = await request.get(address);
      expect(answer.status(), address).toBe(200);
      const code = await answer.text();
      scripts.set(address, code);
      for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'`](\.\/[\w.-]+\.js)["'`]/g)) queue.push(new URL(imported!, `http://portal${address}`).pathname);
    }
    // The route table's modules and what they import: hundreds of scripts.
    expect(scripts.size).toBeGreaterThan(Object.keys(manifest.routes).length);
    const found = [...scripts].flatMap(([address, code]) => SERVER_ONLY.filter((words) => code.includes(words)).map((words) => `${address}: ${words}`));
    expect(found).toEqual([]);
  });
});

test('what a visitor types before the page’s script runs is kept once it runs', async ({ page }) => {
  const form = page.getByRole('form', { name: '我要留言' });
  await beforeTheScripts(
    page,
    () => page.goto('/credit-leavemessageedit'),
    async () => {
      await form.getByLabel('留言标题').fill('驾校拖延安排考试');
      await form.getByLabel('留言类型').selectOption('投诉');
      await form.getByRole('radio', { name: /^不公开/ }).check();
      await form.getByLabel('留言内容').fill('报名缴费半年仍未安排科目二考试，驾校一直推脱，请有关部门督促。');
    },
  );
  // The hydrated form renders again as the visitor goes on typing: what came first is still there.
  await form.getByLabel('留言人姓名').fill('林建国');
  await expect(form.getByLabel('留言标题')).toHaveValue('驾校拖延安排考试');
  await expect(form.getByLabel('留言类型')).toHaveValue('投诉');
  await expect(form.getByRole('radio', { name: /^不公开/ })).toBeChecked();
  await expect(form.getByLabel('留言内容')).toHaveValue('报名缴费半年仍未安排科目二考试，驾校一直推脱，请有关部门督促。');
  // And the form's own checks read it: 提交 finds only the empty phone number missing.
  await form.getByRole('button', { name: '提交留言' }).click();
  await expect(form.getByLabel('手机号码')).toHaveAccessibleDescription(/请输入/);
  await expect(form.getByLabel('留言标题')).not.toHaveAccessibleDescription(/请输入/);
  await expect(form.getByLabel('留言类型')).not.toHaveAccessibleDescription(/请选择/);
  await expect(form.getByLabel('留言内容')).not.toHaveAccessibleDescription(/请输入/);
});

test('a search typed in the header before the page’s script runs is kept once it runs', async ({ page }) => {
  const search = page.getByRole('search', { name: '信用信息搜索' });
  await beforeTheScripts(page, () => page.goto('/home'), () => search.getByRole('searchbox').fill('鸿达'));
  // The page has rendered again since (the shell after hydration), and the visitor types on.
  await search.getByRole('searchbox').press('End');
  await search.getByRole('searchbox').pressSequentially('集团');
  await expect(search.getByRole('searchbox')).toHaveValue('鸿达集团');
});

test('a list’s filters set before the page’s script runs are kept once it runs', async ({ page }) => {
  const filters = page.getByRole('search', { name: '鞋企信用信息查询' });
  await beforeTheScripts(page, () => page.goto('/credit-shoes-info'), () => filters.getByLabel('关键词').fill('鞋业'));
  // A choice made after hydration renders the form again: the keyword typed first is still there.
  await filters.getByRole('combobox').selectOption({ label: 'A级' });
  await expect(filters.getByLabel('关键词')).toHaveValue('鞋业');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '鞋业');

  // 双公示's 事项目录: an organ chosen and a name typed before; a word added after; all three sent.
  const matters = page.getByRole('search', { name: '行政许可事项查询' });
  let organ = '';
  await beforeTheScripts(
    page,
    () => page.goto('/double-publicity-catalog-index?type=1'),
    async () => {
      const organs = matters.getByLabel('实施机关');
      organ = (await organs.locator('option').nth(1).getAttribute('value')) ?? '';
      await organs.selectOption(organ);
      await matters.getByLabel('事项名称或编码').fill('食品');
    },
  );
  await matters.getByLabel('事项名称或编码').press('End');
  await matters.getByLabel('事项名称或编码').pressSequentially('经营');
  await matters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '食品经营' && url.searchParams.get('organCode') === organ);
});

test('a keyword without an address’s name, and a query’s way, typed before the page’s script runs are kept once it runs', async ({ page }) => {
  // A generic record list, whose keyword field has no name (it is sent by the script alone).
  const list = page.getByRole('search', { name: '环保诚信企业查询' });
  await beforeTheScripts(page, () => page.goto('/ecology-ep-honest'), () => list.getByLabel('关键词').fill('环保'));
  await list.getByLabel('关键词').press('End');
  await list.getByLabel('关键词').pressSequentially('科技');
  await expect(list.getByLabel('关键词')).toHaveValue('环保科技');

  // 留言选登: a type chosen beside the keyword, both the list's own state, sent by 查询 after hydration.
  const board = page.getByRole('search', { name: '留言查询' });
  await beforeTheScripts(
    page,
    () => page.goto('/credit-leavemessage'),
    async () => {
      await board.getByLabel('留言标题').fill('驾校');
      await board.getByLabel('留言类型').selectOption('投诉');
    },
  );
  await board.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '驾校' && url.searchParams.get('type') === '投诉');

  // 企业信用查询: a radio group and a field, neither named.
  const query = page.getByRole('search', { name: '企业信用查询' });
  await beforeTheScripts(
    page,
    () => page.goto('/enterprise-query'),
    async () => {
      await query.getByRole('radio', { name: '统一社会信用代码' }).check();
      await query.getByLabel(/查询内容/).fill('91350300MA2Y0X123');
    },
  );
  // Its check reads both: the code's own message, not the name's.
  await query.getByRole('button', { name: '查询' }).click();
  await expect(query.getByLabel(/查询内容/)).toHaveAccessibleDescription(/请输入正确的18位统一社会信用代码/);
  await expect(query.getByRole('radio', { name: '统一社会信用代码' })).toBeChecked();
  await expect(query.getByLabel(/查询内容/)).toHaveValue('91350300MA2Y0X123');
});

test('a choice that acts at once, made before the page’s script runs, acts once it runs', async ({ page }) => {
  const choices = page.getByRole('search', { name: '排名条件' });
  let second = '';
  await beforeTheScripts(
    page,
    () => page.goto('/city-rank'),
    async () => {
      const month = choices.getByLabel('统计月份');
      second = (await month.locator('option').nth(1).getAttribute('value')) ?? '';
      await month.selectOption(second);
      await choices.getByRole('radio', { name: '本市县（区）' }).check();
    },
  );
  await expect(page).toHaveURL((url) => url.searchParams.get('period') === second && url.searchParams.get('scope') === 'district');
  await expect(page.getByRole('table')).toHaveAccessibleName(new RegExp(`${Number(second.slice(5))}月`));
  await expect(page.getByRole('table')).toContainText(city.districts[1]!);
  await expect(choices.getByLabel('统计月份')).toHaveValue(second);

  // Two selects, each of which changes the address by itself: both choices are applied.
  const filters = page.getByRole('search', { name: /查询$/ });
  await beforeTheScripts(
    page,
    () => page.goto('/promise-publicity'),
    async () => {
      await filters.getByLabel('适用场景').selectOption({ index: 1 });
      await filters.getByLabel('主体类型').selectOption({ index: 1 });
    },
  );
  await expect(page).toHaveURL((url) => url.searchParams.has('scenario') && url.searchParams.has('subjectType'));
});

test('the other lists’ choices made before the page’s script runs are kept, or act, once it runs', async ({ page }) => {
  // 承诺书目录's scenario and 融资对接's status change the address at once.
  const templates = page.getByRole('search', { name: '承诺书查询' });
  let scenario = '';
  await beforeTheScripts(
    page,
    () => page.goto('/credit-commitment-index'),
    async () => {
      const scenarios = templates.getByLabel('适用场景');
      scenario = (await scenarios.locator('option').nth(1).getAttribute('value')) ?? '';
      await scenarios.selectOption(scenario);
    },
  );
  await expect(page).toHaveURL((url) => url.searchParams.get('scenario') === scenario);

  let status = '';
  await beforeTheScripts(
    page,
    () => page.goto('/farming-financing-docking'),
    async () => {
      status = (await page.getByLabel('对接状态').locator('option').nth(1).getAttribute('value')) ?? '';
      await page.getByLabel('对接状态').selectOption(status);
    },
  );
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === status);

  // 受理情况's year shows that year's figures.
  let year = '';
  await beforeTheScripts(
    page,
    () => page.goto('/leavemessage'),
    async () => {
      const years = page.getByRole('search', { name: '受理情况统计年度' }).getByLabel('统计年度');
      year = (await years.locator('option').nth(1).getAttribute('value')) ?? '';
      await years.selectOption(year);
    },
  );
  await expect(page).toHaveURL((url) => url.searchParams.get('year') === year);
  await expect(page.getByLabel(`${year}年留言受理情况`, { exact: true })).toBeVisible();

  // 互动回复's type and 金融产品's type and order wait for 查询, which sends them.
  const board = page.getByRole('search', { name: '互动回复查询' });
  let type = '';
  await beforeTheScripts(
    page,
    () => page.goto('/website-interaction-info-list'),
    async () => {
      type = (await board.getByLabel('互动类型').locator('option').nth(1).getAttribute('value')) ?? '';
      await board.getByLabel('互动类型').selectOption(type);
    },
  );
  await board.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('type') === type);

  const products = page.getByRole('search', { name: '金融产品查询' });
  await beforeTheScripts(
    page,
    () => page.goto('/credit-loan-service'),
    async () => {
      await products.getByLabel('产品类型').selectOption('信用贷款');
      await products.getByLabel('排序').selectOption('rateAsc');
    },
  );
  await products.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('productType') === '信用贷款' && url.searchParams.get('sort') === 'rateAsc');

  // 信用申报's code lookup: its check reads the code typed before (one character short: its own message).
  const lookup = page.getByRole('search', { name: '按统一社会信用代码查询申报概况' });
  await beforeTheScripts(page, () => page.goto('/service-credit-declare'), () => lookup.getByLabel('统一社会信用代码').fill('91350300MA2Y0X123'));
  await lookup.getByRole('button', { name: '查询' }).click();
  await expect(lookup.getByLabel('统一社会信用代码')).toHaveAccessibleDescription(/请输入正确的18位统一社会信用代码/);
  await expect(lookup.getByLabel('统一社会信用代码')).toHaveValue('91350300MA2Y0X123');
});

test('a draft left in the tab comes back once the script runs, under what the visitor typed before it ran', async ({ page }) => {
  await page.goto('/credit-leavemessageedit');
  const form = page.getByRole('form', { name: '我要留言' });
  await form.getByLabel('留言标题').fill('驾校拖延安排考试');
  await form.getByLabel('留言人姓名').fill('林建国');
  // The page is loaded again with its scripts held, and the title typed anew meanwhile.
  await beforeTheScripts(
    page,
    () => page.reload(),
    async () => {
      await expect(form.getByLabel('留言标题')).toHaveValue('');
      await form.getByLabel('留言标题').fill('驾校拖延安排科目二考试');
    },
  );
  // The draft fills what was not typed again; the newer typing wins over the draft's title.
  await expect(form.getByLabel('留言人姓名')).toHaveValue('林建国');
  await expect(form.getByLabel('留言标题')).toHaveValue('驾校拖延安排科目二考试');
  await form.getByLabel('手机号码').fill('13812345678');
  await expect(form.getByLabel('留言标题')).toHaveValue('驾校拖延安排科目二考试');
});

test.describe('a form sent before the page’s script ran', () => {
  test('comes back filled in, hydrates without a mismatch and can then be used', async ({ page }) => {
    await page.goto('/credit-complaint');
    const form = page.getByRole('form', { name: '信用投诉' });
    await form.getByLabel('投诉人姓名').fill('王小明');
    await form.getByLabel('手机号码').fill('13812345678');
    // The browser's own submission, as before hydration: no script handles it.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.evaluate((element: HTMLFormElement) => HTMLFormElement.prototype.submit.call(element)),
    ]);
    await expect(page).toHaveURL((url) => url.pathname === '/credit-complaint' && url.search === '');
    await page.locator('html[data-portal-ready]').waitFor({ state: 'attached' });
    // Taken by the route's action, which asks the anonymous visitor for a login first.
    const given = page.getByRole('form', { name: '信用投诉' });
    await expect(given.getByRole('alert').filter({ hasText: '提交信用投诉需先登录' })).toBeVisible();
    await expect(given.getByLabel('投诉人姓名')).toHaveValue('王小明');
    await expect(given.getByLabel('手机号码')).toHaveValue('13812345678');
    // The hydrated form is the visitor's: typing goes on from what was given back.
    await given.getByLabel('投诉人姓名').fill('王小明明');
    await expect(given.getByLabel('投诉人姓名')).toHaveValue('王小明明');
  });

  test('a search’s captcha code typed before the page’s script runs stays in its field, and 验证并查询 then sends it', async ({ page }) => {
    // 验证并查询 pressed before the script ran posts to the page's action, which answers with the captcha's
    // image and field; the code is typed there before that page's script runs in turn.
    const verification = page.getByRole('form', { name: '安全验证' });
    await beforeTheScripts(
      page,
      // That first load is cut short by the form's own POST, whose answer is the page that then hydrates.
      () => page.goto(`/code-publicity?keyword=${encodeURIComponent(city.name)}`).catch(() => null),
      async () => {
        await verification.getByRole('button', { name: '验证并查询' }).click();
        await verification.getByLabel('验证码').fill(captchaCode);
      },
    );
    await page.locator('html[data-portal-ready]').waitFor({ state: 'attached' });
    await expect(verification.getByLabel('验证码')).toHaveValue(captchaCode);
    await verification.getByRole('button', { name: '验证并查询' }).click();
    await expect(page.getByText(new RegExp(`“${escapeRegExp(city.name)}”的查询结果：共 \\d+ 条`))).toBeVisible();
  });

  test('a login sent before the script ran comes back with its captcha, hydrates without a mismatch, and the script then logs in', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login?redirect=%2Fcredit-report');
    const form = () => page.getByRole('form', { name: '用户登录' });
    await form().getByLabel('用户名').fill('qiye');
    await form().getByLabel('密码').fill('Xinyong@2026');
    // The form goes with the captcha the page shows (sent before its image arrived, the action would first ask for one).
    await expect(form().getByRole('img', { name: '验证码图片' })).toBeVisible();
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form().evaluate((element: HTMLFormElement) => HTMLFormElement.prototype.submit.call(element)),
    ]);
    await page.locator('html[data-portal-ready]').waitFor({ state: 'attached' });
    // The captcha the page showed went with the form, its code empty: said beside that field.
    await expect(form().getByLabel('验证码')).toHaveAccessibleDescription(/请输入验证码/);
    await expect(form().getByRole('alert').first()).toContainText('密码需重新输入');
    await expect(form().getByLabel('用户名')).toHaveValue('qiye');
    await expect(form().getByRole('img', { name: '验证码图片' })).toBeVisible();
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    // The hydrated page's own login, with the captcha its script shows.
    await form().getByLabel('密码').fill('Xinyong@2026');
    await form().getByLabel('验证码').fill(captchaCode);
    await form().getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/credit-report');
    await expect(page.getByRole('banner').getByRole('button', { name: '退出登录' })).toBeVisible();
  });
});
