// A passed 安全验证 is a pass the back end checks (the X-Captcha-Pass header): the token of the captcha
// whose check answered true. The dialog keeps the latest here; a submission spends it, a search binds it
// to its words and pages through them with it. Only the browser ever holds one: the server renders for
// every visitor, so its searches ask for a 安全验证 instead.
import { isPortalError } from '@credit-portal/api-client';
import { VERIFICATION_NEEDED, type VerificationNeeded } from './verificationNeeded';

let latest: string | null = null;

/** Keeps the token of the captcha the visitor has just passed. */
export function rememberCaptchaPass(token: string): void {
  latest = token;
}

/** The latest pass, or null (always on the server). */
export function captchaPass(): string | null {
  if (import.meta.env.SSR) return null;
  return latest;
}

export { VERIFICATION_NEEDED, isVerificationNeeded, type VerificationNeeded } from './verificationNeeded';

/** Whether the back end refused a call for its pass (missing, spent, expired, or bound to other words). */
export const isPassRefused = (error: unknown): boolean => isPortalError(error) && 'captchaPass' in error.fieldErrors;

/** Runs a guarded search with the latest pass, or answers that a 安全验证 is needed. */
export async function withSearchPass<T>(search: (pass: string) => Promise<T>): Promise<T | VerificationNeeded> {
  const pass = captchaPass();
  if (pass === null) return VERIFICATION_NEEDED;
  try {
    return await search(pass);
  } catch (error) {
    if (!isPassRefused(error)) throw error;
    if (latest === pass) latest = null;
    return VERIFICATION_NEEDED;
  }
}
