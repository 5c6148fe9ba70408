import type { Page } from '@playwright/test';
import { captchaCode } from '../playwright.config';
import { expect } from './fixtures';

// Steps many flows share: the single sign-on and the 安全验证 dialog.

/** The reference server's single sign-on page (/sso/): signs in as a demo account of the README. */
export async function signOn(page: Page, username: string) {
  await expect(page.getByRole('heading', { name: '统一身份认证平台' })).toBeVisible();
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill('Xinyong@2026');
  await page.getByRole('button', { name: '登录' }).click();
}

/** The 安全验证 dialog before a submission: the test code typed once its image shows (the code belongs to the image on show). */
export async function passCaptcha(page: Page) {
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: '验证码图片' })).toBeVisible();
  await dialog.getByRole('textbox').fill(captchaCode);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}
