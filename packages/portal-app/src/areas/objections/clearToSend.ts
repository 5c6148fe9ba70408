import { FormSubmitError } from '@credit-portal/ui';
import type { Shell } from '../../shell/ShellContext';

/**
 * Before a submission goes through the admin path (spec §6): a login, then the 安全验证. Without a login
 * the visitor is sent to the single sign-on (the form's draft brings the values back); either failure
 * rejects with the message the form shows above itself.
 */
export async function clearToSend(shell: Shell, what: string): Promise<void> {
  if (!shell.user) {
    shell.login();
    throw new FormSubmitError(`提交${what}需先登录，正在跳转到统一身份认证平台，登录后可继续提交`);
  }
  if (!(await shell.requestCaptcha())) throw new FormSubmitError('请完成安全验证后再提交');
}
