import { city, escapeRegExp } from '../city';
import { captchaCode } from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { captchaPassHeader, passCaptcha } from './flows';

test('a search asks for the captcha, refuses a wrong code and finds subjects with the right one', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('searchbox', { name: '搜索关键词' }).fill(`${city.name}`);
  await page.getByRole('button', { name: '搜索', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: '验证码图片' })).toBeVisible();
  const input = dialog.getByRole('textbox');
  await expect(input).toHaveAttribute('maxlength', '4');
  await expect(input).toHaveAttribute('placeholder', '请输入验证码');

  await input.fill('ZZZZ');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('验证码错误，请重新输入')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  // The refused code brought a new image: the next code answers that one, as a visitor reads it.
  await expect(dialog.getByRole('img', { name: '验证码图片' })).toBeVisible();

  await input.fill(captchaCode);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/code-publicity\?keyword=/);
  await expect(page.getByText(new RegExp(`“${escapeRegExp(city.name)}”的查询结果：共 \\d+ 条`))).toBeVisible();
  await expectNoAxeViolations(page);

  // The first subject opens its credit archive with its registration data.
  const first = page.getByRole('list').getByRole('heading', { level: 2 }).first();
  const name = (await first.textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/enterprise-detail\?creditCode=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: '基本信息' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('closing the captcha dialog keeps the visitor and what they typed on the page', async ({ page }) => {
  await page.goto('/home');
  const keyword = page.getByRole('searchbox', { name: '搜索关键词' });
  await keyword.fill('鞋业');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('dialog', { name: '安全验证' }).getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
  await expect(keyword).toHaveValue('鞋业');
});

test('full-text retrieval highlights the words found', async ({ page }) => {
  await page.goto('/full-text-retrieval?keyword=信用修复');
  await expect(page.getByRole('heading', { level: 1, name: '全文检索' })).toBeVisible();
  // An address of a search, opened without passing the 安全验证 for its words, asks for it first.
  await expect(page.getByText('检索前请先完成安全验证')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '验证并检索' }).click();
  await passCaptcha(page);
  await expect(page.getByText(/“信用修复”的检索结果：共 \d+ 条/)).toBeVisible();
  await expect(page.locator('mark', { hasText: '信用修复' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the credit report downloads as a PDF named after the enterprise', async ({ page, request }) => {
  const answer = await request.get('/api/cmpinternetportalfront/archives/search/getEsSearchDataPage?keyword=有限公司&pageSize=1', { headers: await captchaPassHeader(request) });
  const { data } = (await answer.json()) as { data: { records: { name: string; creditCode: string }[] } };
  const subject = data.records[0]!;
  await page.goto(`/enterprise-detail?creditCode=${subject.creditCode}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: '下载PDF 版' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${subject.name}-信用报告.pdf`);
});

test('keyboard only: the captcha offers its code spoken and zoomed, and the code heard passes', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('searchbox', { name: '搜索关键词' }).fill(`${city.name}`);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog.getByRole('textbox')).toBeFocused();
  // The dialog opens at once and its captcha follows from the back end: 听语音验证码 and the zoom
  // come with the image, as a visitor hears once 验证码加载中… gives way to it.
  const listen = dialog.getByRole('button', { name: '听语音验证码' });
  await expect(dialog.getByRole('img', { name: '验证码图片' })).toBeVisible();
  await expect(listen).toBeVisible();

  // Shift+Tab back from the field: 听语音验证码, then the zoom.
  await page.keyboard.press('Shift+Tab');
  await expect(listen).toBeFocused();
  const spoken = page.waitForResponse((response) => response.url().includes('/graphic/captcha/getCaptchaAudio/'));
  await page.keyboard.press('Enter');
  const answer = await spoken;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('audio/wav');
  expect((await answer.body()).subarray(0, 4).toString()).toBe('RIFF');
  await expect(dialog.getByRole('status')).toHaveText('正在播放语音验证码，请输入听到的字符');
  await expectNoAxeViolations(page);

  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: '放大验证码' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: '缩小验证码' })).toHaveAttribute('aria-pressed', 'true');

  await dialog.getByRole('textbox').focus();
  await page.keyboard.type(captchaCode);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/code-publicity\?keyword=/);
});
