import { expect, expectNoAxeViolations, test } from './fixtures';

test('an external tab asks before leaving the site and stays on the page when cancelled', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /^信用中国/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('您即将离开本站，前往：https://www.creditchina.gov.cn');
  await expect(dialog.getByRole('checkbox', { name: '不再提示' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
});

test('the header offers the city and district credit sites from the CMS', async ({ page }) => {
  await page.goto('/home');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /信用网站/ }).click();
  const link = header.getByRole('link', { name: /^信用福建/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('dialog')).toContainText('您即将离开本站，前往：https://www.fjcredit.gov.cn');
});
