import { city, escapeRegExp, operator } from '../city';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { captchaCode } from '../playwright.config';
import { beforeTheScripts, expect, expectNoAxeViolations, test } from './fixtures';
import { captchaImageLoaded, OPERATOR_PASSWORD, operatorLogin, pdfFile, signOn, submitRepairApplication } from './flows';

// The credit-repair program (areas/repairprogram) and the enterprise's online repair application
// (/wanna-repair, the user centre's 我的信用修复). Each flow crosses several pages and two logins.
test.slow();
// In order, in one worker: the demo enterprise has two penalties (repair-record.spec.ts applies for the
// oldest); the tests without JavaScript apply for the newest and reject it (it stays open), then the
// first test with it applies for it again and has it accepted.
test.describe.configure({ mode: 'default' });

interface Penalty {
  id: string;
  documentNo: string;
  creditCode: string;
  subjectName: string;
}

const punishList = async (request: APIRequestContext, query: string): Promise<Penalty[]> => {
  const answer = await request.get(`/api/cmpinternetportalfront/doublepublicity/getPunishList?${query}`);
  return ((await answer.json()) as { data: { columnShowList: { records: Penalty[] } } }).data.columnShowList.records;
};

/** Whether the public penalty list (双公示) still finds the record by its decision number. */
const publiclyListed = async (request: APIRequestContext, penalty: Pick<Penalty, 'id' | 'documentNo'>) =>
  (await punishList(request, `pageSize=100&keyword=${encodeURIComponent(penalty.documentNo)}`)).some((record) => record.id === penalty.id);


/** A page of the program opened without a session: the program's own login, then back to it. */
async function openAsOperator(page: Page, address: string, account = 'xfcz02') {
  await page.goto(address);
  await operatorLogin(page, new URL(address, 'http://x').pathname, account);
}

test.describe('the program without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** The enterprise's application, sent in a browser of its own (with its script): its number. */
  async function applicationOfEnterprise(browser: Browser): Promise<string> {
    const context = await browser.newContext({ javaScriptEnabled: true });
    const applicant = await context.newPage();
    await applicant.goto('/wanna-repair');
    await applicant.getByRole('main').getByRole('link', { name: '登录' }).first().click();
    await signOn(applicant, 'qiye');
    await applicant.getByRole('form', { name: '信用修复申请' }).getByLabel('处罚记录').selectOption({ index: 1 });
    const applyNo = await submitRepairApplication(applicant, '已缴清全部罚款并完成整改，申请信用修复（未启用脚本的审核）。');
    await context.close();
    return applyNo;
  }

  /** The program's login as a plain POST, with the code of the captcha image the page shows: back to `path`. */
  async function operatorLoginWithoutScript(page: Page, path: string) {
    const form = () => page.getByRole('form', { name: '工作人员登录' });
    await captchaImageLoaded(form());
    await form().getByLabel('账号').fill('xfcz02');
    await form().getByLabel('密码').fill(OPERATOR_PASSWORD);
    await form().getByLabel('验证码').fill(captchaCode);
    await form().getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
  }

  /** An application's page, opened from the list the address filters by its number (the server sent the anonymous operator to the login and back). */
  async function openApplication(page: Page, applyNo: string) {
    await page.goto(`/repair-program-applications?keyword=${applyNo}`);
    await expect(page).toHaveURL(/\/repair-program-login\?redirect=%2Frepair-program-applications/);
    await operatorLoginWithoutScript(page, '/repair-program-applications');
    await page.getByRole('table', { name: '信用修复申请' }).getByRole('link', { name: applyNo }).click();
    await expect(page.getByRole('heading', { level: 1, name: '修复申请详情' })).toBeVisible();
    await expect(page.getByText(new RegExp(`${applyNo} · .* · 审核状态：待审核`))).toBeVisible();
  }

  test('an operator logs in, rejects an application with a reason and sees its new status, then logs out', async ({ page, browser }) => {
    const applyNo = await applicationOfEnterprise(browser);
    await openApplication(page, applyNo);
    // The operator's name in the frame comes from the server's render with the operator's own cookie.
    await expect(page.getByText(operator('xfcz02'))).toBeVisible();

    const decision = page.getByRole('form', { name: `审核修复申请 ${applyNo}` });
    await decision.getByLabel('审核意见').fill('整改材料不完整，缺少罚款缴纳凭证原件，请补充后重新申请');
    await decision.getByRole('button', { name: '驳回' }).click();
    await expect(page.getByText(new RegExp(`${applyNo} · .* · 审核状态：已驳回`))).toBeVisible();
    await expect(page.getByRole('form', { name: `审核修复申请 ${applyNo}` })).toHaveCount(0);
    const history = page.getByRole('table', { name: '办理记录' });
    await expect(history.getByRole('row', { name: /缺少罚款缴纳凭证原件/ })).toContainText('已驳回');

    // A note, as a plain POST too: it joins the history.
    const note = page.getByRole('form', { name: `备注修复申请 ${applyNo}` });
    await note.getByLabel('备注').fill('已电话告知申请人补充材料');
    await note.getByRole('button', { name: '添加备注' }).click();
    await expect(page.getByRole('table', { name: '办理记录' }).getByRole('row', { name: /已电话告知申请人补充材料/ })).toBeVisible();

    await page.getByRole('button', { name: '退出' }).click();
    await expect(page.getByRole('heading', { name: '工作人员登录' })).toBeVisible();
    await page.goto('/repair-program-home');
    await expect(page).toHaveURL(/\/repair-program-login\?redirect=%2Frepair-program-home/);
  });

  test('a reason too short is told so beside its field, with what was typed kept, and nothing is decided', async ({ page, browser }) => {
    const applyNo = await applicationOfEnterprise(browser);
    await openApplication(page, applyNo);
    const decision = () => page.getByRole('form', { name: `审核修复申请 ${applyNo}` });
    await decision().getByLabel('审核意见').fill('材料不全');
    await decision().getByRole('button', { name: '驳回' }).click();
    await expect(decision().getByLabel('审核意见')).toHaveAccessibleDescription(/审核意见不少于5个字/);
    await expect(decision().getByLabel('审核意见')).toHaveValue('材料不全');
    await expect(page.getByText(new RegExp(`${applyNo} · .* · 审核状态：待审核`))).toBeVisible();
    // An empty note says what it needs, beside its own field only.
    await page.getByRole('form', { name: `备注修复申请 ${applyNo}` }).getByRole('button', { name: '添加备注' }).click();
    await expect(page.getByRole('form', { name: `备注修复申请 ${applyNo}` }).getByLabel('备注')).toHaveAccessibleDescription(/请填写备注/);
    await expect(decision().getByLabel('审核意见')).not.toHaveAccessibleDescription(/请填写/);

    // Corrected, it is taken (rejected, so the record stays open for the other tests).
    await decision().getByLabel('审核意见').fill('材料不全，请补充整改证明后重新申请');
    await decision().getByRole('button', { name: '驳回' }).click();
    await expect(page.getByText(new RegExp(`${applyNo} · .* · 审核状态：已驳回`))).toBeVisible();
  });

  test('an operator cancels one record’s publicity with an attachment, told first of a reason too short, and finds it in the log', async ({ page, request }) => {
    const [record] = await punishList(request, 'pageSize=1&pageNo=45');
    expect(record).toBeDefined();
    await page.goto(`/repair-program-single-cancel?kind=penalty&id=${record?.id}`);
    await expect(page).toHaveURL(/\/repair-program-login\?redirect=%2Frepair-program-single-cancel/);
    await operatorLoginWithoutScript(page, '/repair-program-single-cancel');
    const cancel = () => page.getByRole('form', { name: '撤销公示' });
    await cancel().getByLabel('修复依据').selectOption('提交信用报告');
    await cancel().getByLabel('撤销原因').fill('已提交');
    await cancel().getByLabel('附件').setInputFiles([pdfFile('信用报告（未启用脚本）.pdf')]);
    await cancel().getByRole('button', { name: '确认撤销公示' }).click();
    // Checked as the page checks it: the message beside the reason, what was typed kept, the file stored and listed.
    await expect(cancel().getByLabel('撤销原因')).toHaveAccessibleDescription(/撤销原因应为5至500个字/);
    await expect(cancel().getByLabel('撤销原因')).toHaveValue('已提交');
    await expect(cancel().getByLabel('修复依据')).toHaveValue('提交信用报告');
    await expect(cancel().getByRole('list', { name: '已选文件' }).getByRole('listitem')).toHaveText([/^信用报告（未启用脚本）\.pdf/]);
    expect(await publiclyListed(request, record as Penalty)).toBe(true);

    await cancel().getByLabel('撤销原因').fill('当事人已提交信用报告，经审核符合修复条件（未启用脚本）');
    await cancel().getByRole('button', { name: '确认撤销公示' }).click();
    await expect(page.getByRole('heading', { name: '已撤销公示' })).toBeVisible();
    await expect(page.getByText(`${record?.subjectName}（${record?.documentNo}）已于`)).toBeVisible();
    expect(await publiclyListed(request, record as Penalty)).toBe(false);

    // The log lists it as one record's cancellation; its detail names the attachment sent with the form.
    await page.getByRole('link', { name: '查看撤销记录' }).click();
    const log = page.getByRole('table', { name: '撤销公示记录' });
    await expect(log.getByRole('row', { name: new RegExp(escapeRegExp(record?.documentNo ?? '')) })).toContainText('单条撤销');
    await page.goto(`/repair-program-detail?kind=penalty&id=${record?.id}`);
    await expect(page.getByRole('main')).toContainText('信用报告（未启用脚本）.pdf');
  });

  test('a batch is checked and confirmed, each refusal told beside its field with what was typed kept', async ({ page, request }) => {
    const [first, second] = await punishList(request, 'pageSize=2&pageNo=35');
    expect(first && second).toBeTruthy();
    await page.goto('/repair-program-batch-cancel');
    await operatorLoginWithoutScript(page, '/repair-program-batch-cancel');
    const upload = () => page.getByRole('form', { name: '上传撤销清单' });
    const csv = ['记录类型,统一社会信用代码,决定文书号/案号', `行政处罚,${first?.creditCode},${first?.documentNo}`, `行政处罚,${second?.creditCode},${second?.documentNo}`].join('\r\n');

    // Another type of file: refused beside the field, which asks for the file again (a browser keeps none).
    await upload().getByLabel('撤销清单').setInputFiles({ name: '撤销清单.txt', mimeType: 'text/plain', buffer: Buffer.from(csv) });
    await upload().getByRole('button', { name: '上传并检查' }).click();
    await expect(upload().getByLabel('撤销清单')).toHaveAccessibleDescription(/“撤销清单\.txt”不是 xlsx 或 csv 文件，请重新选择文件/);

    await upload().getByLabel('撤销清单').setInputFiles({ name: '撤销清单.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
    await upload().getByRole('button', { name: '上传并检查' }).click();
    const checked = page.getByRole('table', { name: '每行的检查结果' });
    await expect(checked.getByRole('row')).toHaveCount(3);
    await expect(page.getByText(/共2行：已找到2条，已撤销公示0条，未找到0条，格式有误0条/)).toBeVisible();
    expect(await publiclyListed(request, first as Penalty)).toBe(true);

    // A reason too short: told beside it, the basis and the reason kept, nothing cancelled.
    const confirm = () => page.getByRole('form', { name: '确认批量撤销' });
    await confirm().getByLabel('修复依据').selectOption('最短公示期届满');
    await confirm().getByLabel('撤销原因').fill('期满');
    await confirm().getByRole('button', { name: '确认撤销2条记录的公示' }).click();
    await expect(confirm().getByLabel('撤销原因')).toHaveAccessibleDescription(/撤销原因应为5至500个字/);
    await expect(confirm().getByLabel('撤销原因')).toHaveValue('期满');
    await expect(confirm().getByLabel('修复依据')).toHaveValue('最短公示期届满');
    expect(await publiclyListed(request, first as Penalty)).toBe(true);

    await confirm().getByLabel('撤销原因').fill('最短公示期已满，当事人已履行处罚决定（未启用脚本）');
    await confirm().getByRole('button', { name: '确认撤销公示' }).click();
    const result = page.getByRole('table', { name: '每行的处理结果' });
    await expect(result.getByRole('row').nth(1)).toContainText('已撤销公示');
    await expect(result.getByRole('row').nth(2)).toContainText('已撤销公示');
    expect(await publiclyListed(request, first as Penalty)).toBe(false);
    expect(await publiclyListed(request, second as Penalty)).toBe(false);
    await page.getByRole('link', { name: '继续批量撤销' }).click();
    await expect(upload().getByLabel('撤销清单')).toBeVisible();
  });
});

test('a note typed before the page’s script runs is counted and sent once it runs', async ({ page }) => {
  await openAsOperator(page, '/repair-program-application?id=1');
  const form = page.getByRole('form', { name: /^备注修复申请 / });
  const note = '已电话回访申请人（脚本运行前填写）';
  // The page loaded again as on a slow phone: the note is typed into the server's HTML.
  await beforeTheScripts(page, () => page.reload(), () => form.getByLabel('备注').fill(note));
  await expect(page.locator('html[data-portal-ready]')).toHaveCount(1);
  // The page's state holds it: the counter counts it, and what is typed next goes on from it.
  await expect(form.getByText(`已输入 ${note.length}/500 字`)).toBeVisible();
  await form.getByLabel('备注').press('End');
  await form.getByLabel('备注').pressSequentially('。');
  await expect(form.getByLabel('备注')).toHaveValue(`${note}。`);
  await form.getByRole('button', { name: '添加备注' }).click();
  await expect(form.getByRole('status')).toHaveText('已添加备注');
  await expect(page.getByRole('table', { name: '办理记录' }).getByRole('row', { name: new RegExp(escapeRegExp(`${note}。`)) })).toBeVisible();
});

test('an enterprise applies online to repair its penalty, the operator accepts it, the record leaves the public list and the archive, and the applicant reads the outcome', async ({ page, browser, request }) => {
  await page.goto('/wanna-repair');
  await page.getByRole('main').getByRole('link', { name: '登录' }).first().click();
  await signOn(page, 'qiye');
  await expect(page).toHaveURL(/\/wanna-repair$/);

  const form = page.getByRole('form', { name: '信用修复申请' });
  const record = form.getByLabel('处罚记录');
  const choice = record.locator('option').nth(1);
  const documentNo = ((await choice.textContent()) ?? '').split(' ')[0] ?? '';
  await record.selectOption({ index: 1 });
  const [penalty] = (await punishList(request, `pageSize=100&keyword=${encodeURIComponent(documentNo)}`)).filter((r) => r.documentNo === documentNo);
  expect(penalty, 'the record is on the public list before').toBeDefined();

  // Nothing is sent without the signed commitment; the message stands beside it.
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请阅读并签署信用修复承诺书')).toBeVisible();
  const applyNo = await submitRepairApplication(page, '已于处罚决定作出后缴清全部罚款，并完成整改，建立了质量管理制度。');
  await expectNoAxeViolations(page);

  // The operator, in a browser of its own, finds the application on the overview and accepts it.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await openAsOperator(operator, '/repair-program-home');
  const pending = operator.getByRole('table', { name: '待审核的修复申请' });
  await expect(pending.getByRole('row', { name: new RegExp(applyNo) })).toBeVisible();
  await pending.getByRole('link', { name: `审核 ${applyNo}` }).click();
  await expect(operator.getByRole('heading', { level: 1, name: '记录详情' })).toBeVisible();
  const decision = operator.getByRole('form', { name: `审核修复申请 ${applyNo}` });
  await decision.getByLabel('审核意见').fill('材料齐全，已履行处罚决定，准予信用修复');
  await decision.getByRole('button', { name: '通过并撤销公示' }).click();
  await expect(operator.getByText('已撤销公示').first()).toBeVisible();
  await expect(operator.getByRole('form', { name: `审核修复申请 ${applyNo}` })).toHaveCount(0);
  await operatorContext.close();

  // Gone from the public list and from the enterprise's archive at once.
  expect(await publiclyListed(request, penalty as Penalty)).toBe(false);
  await page.goto(`/double-publicity-info?type=2&keyword=${encodeURIComponent(documentNo)}`);
  await expect(page.getByText('没有找到符合条件的行政处罚信息')).toBeVisible();
  await page.goto(`/enterprise-detail?creditCode=${penalty?.creditCode ?? ''}&tab=penalties`);
  await expect(page.getByRole('tablist', { name: '信用记录' }).getByRole('tab', { name: /行政处罚/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByText(documentNo)).toHaveCount(0);

  // The applicant reads the outcome in the user centre.
  await page.goto('/user?tab=my-repairs');
  const mine = page.getByRole('table', { name: '我的信用修复申请' });
  const row = mine.getByRole('row', { name: new RegExp(applyNo) });
  await expect(row).toContainText('已通过');
  await expect(row).toContainText('材料齐全，已履行处罚决定，准予信用修复');
  await expectNoAxeViolations(page);
});

test('a repair application sent while its proof still uploads says so beside the field, and asks for the 安全验证 once the file is stored', async ({ page }) => {
  await page.goto('/wanna-repair');
  await page.getByRole('main').getByRole('link', { name: '登录' }).first().click();
  await signOn(page, 'qiye');
  const form = page.getByRole('form', { name: '信用修复申请' });
  await form.getByLabel('处罚记录').selectOption({ index: 1 });
  await form.getByLabel('联系人').fill('林建国');
  await form.getByLabel('联系电话').fill('13905941234');
  await form.getByLabel('整改情况说明').fill('已于处罚决定作出后缴清全部罚款，并完成整改，建立了质量管理制度。');
  await form.getByRole('checkbox', { name: '本单位已阅读并签署以上信用修复承诺' }).check();
  // The upload's answer held back, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/filestorage/file/uploadFile', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByLabel('选择要上传的文件').setInputFiles([pdfFile('罚款缴纳凭证.pdf')]);
  await expect(form.getByRole('progressbar', { name: '罚款缴纳凭证.pdf 上传进度' })).toBeVisible();
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('证明材料正在上传，请待上传完成后再提交')).toBeVisible();
  await expect(form.getByText('请上传证明材料')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: '安全验证' })).toHaveCount(0);

  release();
  await expect(form.getByRole('list', { name: '已选文件' }).getByText('已上传')).toHaveCount(1);
  await expect(form.getByText('证明材料正在上传，请待上传完成后再提交')).toHaveCount(0);
  await form.getByRole('button', { name: '提交申请' }).click();
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog).toBeVisible();
  // Closed without passing it: nothing is sent, the record stays open for the other tests.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(form.getByRole('alert').first()).toContainText('请完成安全验证后再提交');
});

test('the operator login refuses a wrong password, locks the account after five, and lets another operator in', async ({ page }) => {
  await page.goto('/repair-program-cancel-log');
  await expect(page).toHaveURL(/\/repair-program-login\?redirect=%2Frepair-program-cancel-log/);
  const form = page.getByRole('form', { name: '工作人员登录' });
  const attempt = async (account: string, password: string) => {
    await form.getByLabel('账号').fill(account);
    await form.getByLabel('密码').fill(password);
    await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();
    await form.getByLabel('验证码').fill(captchaCode);
    await form.getByRole('button', { name: '登录' }).click();
  };
  await attempt('xfsh01', 'wrong-password');
  await expect(form.getByText('账号或密码错误，还可尝试4次')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const left of [3, 2, 1]) {
    await attempt('xfsh01', 'wrong-password');
    await expect(form.getByText(`账号或密码错误，还可尝试${left}次`)).toBeVisible();
  }
  await attempt('xfsh01', 'wrong-password');
  await expect(form.getByText(/账号已锁定，请15分钟后再试/)).toBeVisible();
  // Locked: the right password does not open it either.
  await attempt('xfsh01', OPERATOR_PASSWORD);
  await expect(form.getByText(/账号已锁定，请\d+分钟后再试/)).toBeVisible();
  await expect(page).toHaveURL(/\/repair-program-login/);

  await attempt('xfcz01', OPERATOR_PASSWORD);
  await expect(page).toHaveURL(/\/repair-program-cancel-log$/);
  await expect(page.getByRole('heading', { level: 1, name: '撤销公示记录' })).toBeVisible();
  await expect(page.getByText(`${city.staff.find((entry) => entry.account === 'xfcz01')?.organ ?? ''} · ${operator('xfcz01')}`)).toBeVisible();
  // The portal's own header and adverts are not part of the program's bare layout.
  await expect(page.getByRole('search')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible();
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('heading', { name: '工作人员登录' })).toBeVisible();
  await page.goto('/repair-program-home');
  await expect(page).toHaveURL(/\/repair-program-login/);
});

test('an operator cancels one record found by its number, then a batch with one bad row, and the log shows both', async ({ page, request }) => {
  const [single] = await punishList(request, 'pageSize=1&pageNo=40');
  const [first, second] = await punishList(request, 'pageSize=2&pageNo=30');
  expect(single && first && second).toBeTruthy();

  // One record: found by its decision number, cancelled with its basis, reason and an attachment.
  await openAsOperator(page, `/repair-program-single-Search`);
  const search = page.getByRole('search', { name: '查询记录' });
  await search.getByRole('searchbox', { name: '关键词' }).fill(single?.documentNo ?? '');
  await search.getByRole('button', { name: '查询' }).click();
  const results = page.getByRole('table', { name: '查询结果' });
  await expect(results.getByRole('row', { name: new RegExp(single?.subjectName ?? '') })).toContainText('公示中');
  await results.getByRole('link', { name: `撤销公示 ${single?.documentNo}` }).click();
  const cancel = page.getByRole('form', { name: '撤销公示' });
  await cancel.getByRole('button', { name: '确认撤销公示' }).click();
  await expect(cancel.getByText('请选择修复依据')).toBeVisible();
  await cancel.getByLabel('修复依据').selectOption('履行处罚决定并作出信用承诺');
  await cancel.getByLabel('撤销原因').fill('当事人已缴清罚款并提交信用承诺书');
  await cancel.getByLabel('选择要上传的文件').setInputFiles([pdfFile('信用修复申请书.pdf')]);
  // Stored, not only chosen: 删除 shows while the file still uploads.
  await expect(cancel.getByRole('list', { name: '已选文件' }).getByText('已上传')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await cancel.getByRole('button', { name: '确认撤销公示' }).click();
  await expect(page.getByRole('heading', { name: '已撤销公示' })).toBeVisible();
  expect(await publiclyListed(request, single as Penalty)).toBe(false);

  // A batch: two records found and one row that names no record; checked before anything changes.
  await page.getByRole('navigation', { name: '信用修复管理菜单' }).getByRole('link', { name: '批量撤销' }).click();
  const csv = [
    '记录类型,统一社会信用代码,决定文书号/案号',
    `行政处罚,${first?.creditCode},${first?.documentNo}`,
    `行政处罚,${second?.creditCode},${second?.documentNo}`,
    `行政处罚,${first?.creditCode},${city.abbreviation}不存在罚〔2026〕9999号`,
  ].join('\r\n');
  await page.getByRole('form', { name: '上传撤销清单' }).getByLabel('撤销清单').setInputFiles({ name: '撤销清单.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
  await page.getByRole('button', { name: '上传并检查' }).click();
  const checked = page.getByRole('table', { name: '每行的检查结果' });
  await expect(checked.getByRole('row')).toHaveCount(4);
  await expect(checked.getByRole('row').nth(3)).toContainText('未找到');
  await expect(page.getByText(/共3行：已找到2条，已撤销公示0条，未找到1条，格式有误0条/)).toBeVisible();
  expect(await publiclyListed(request, first as Penalty)).toBe(true);
  await expectNoAxeViolations(page);
  const confirm = page.getByRole('form', { name: '确认批量撤销' });
  await confirm.getByLabel('修复依据').selectOption('最短公示期届满');
  await confirm.getByLabel('撤销原因').fill('最短公示期已满，当事人已履行处罚决定');
  await confirm.getByRole('button', { name: '确认撤销2条记录的公示' }).click();
  const result = page.getByRole('table', { name: '每行的处理结果' });
  await expect(result.getByRole('row').nth(1)).toContainText('已撤销公示');
  await expect(result.getByRole('row').nth(3)).toContainText('未处理');
  expect(await publiclyListed(request, second as Penalty)).toBe(false);

  // The log: both ways of cancelling, with operator, time and basis; filtered and exported.
  await page.getByRole('link', { name: '查看撤销记录' }).click();
  const log = page.getByRole('table', { name: '撤销公示记录' });
  await expect(log.getByRole('row', { name: new RegExp(single?.documentNo ?? '') })).toContainText('单条撤销');
  await expect(log.getByRole('row', { name: new RegExp(first?.documentNo ?? '') })).toContainText(new RegExp(`批量撤销.*${escapeRegExp(operator('xfcz02'))}|${escapeRegExp(operator('xfcz02'))}.*批量撤销`));
  const filters = page.getByRole('search', { name: '筛选撤销记录' });
  await filters.getByRole('combobox', { name: '撤销方式' }).selectOption('批量撤销');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/source=/);
  await expect(log.getByRole('row', { name: new RegExp(single?.documentNo ?? '') })).toHaveCount(0);
  await expect(log.getByRole('row', { name: new RegExp(second?.documentNo ?? '') })).toContainText('最短公示期届满');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出当前筛选结果（CSV）' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^撤销公示记录\d{8}\.csv$/);
  await expectNoAxeViolations(page);
});

test('an operator whose session ends while cancelling logs in again and finds what was typed', async ({ page, request }) => {
  const [record] = await punishList(request, 'pageSize=1&pageNo=50');
  await openAsOperator(page, `/repair-program-single-cancel?kind=penalty&id=${record?.id}`);
  const cancel = page.getByRole('form', { name: '撤销公示' });
  await cancel.getByLabel('修复依据').selectOption('提交信用报告');
  await cancel.getByLabel('撤销原因').fill('当事人已提交信用报告，经审核符合修复条件');

  // The session ends on the server (as after 30 minutes without a call): the next call answers 203.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'repair-program-token');
  const token = (JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { access_token?: string }).access_token;
  await request.post('/api/repairprogram/auth/logout', { headers: { Authorization: `Bearer ${token}` } });

  await cancel.getByRole('button', { name: '确认撤销公示' }).click();
  await expect(page.getByText('长时间未操作，登录已超时，请重新登录')).toBeVisible();
  await operatorLogin(page, '/repair-program-single-cancel', 'xfcz02');
  const again = page.getByRole('form', { name: '撤销公示' });
  await expect(again.getByLabel('撤销原因')).toHaveValue('当事人已提交信用报告，经审核符合修复条件');
  await expect(again.getByLabel('修复依据')).toHaveValue('提交信用报告');
  await again.getByRole('button', { name: '确认撤销公示' }).click();
  await expect(page.getByRole('heading', { name: '已撤销公示' })).toBeVisible();
  expect(await publiclyListed(request, record as Penalty)).toBe(false);
});

