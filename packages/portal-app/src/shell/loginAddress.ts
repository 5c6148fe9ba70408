/** The portal's own login page (areas/auth): after the login it brings the visitor back to `redirect`. */
export const LOGIN_PAGE = '/login';

/** 注册 without the page's script (app/register.ts): on to the single sign-on's register page, back to `back`. */
export const registerAddress = (back: string): string => `/register?${new URLSearchParams({ redirect: back })}`;

/**
 * The login page's address that brings the visitor back to `back` (a path with its query); `expired` says
 * that the login ended, `unsent` that a form sent then was not sent.
 */
export function loginAddress(back: string, { expired = false, unsent = false }: { expired?: boolean; unsent?: boolean } = {}): string {
  return `${LOGIN_PAGE}?${new URLSearchParams({ ...(expired ? { expired: '1' } : {}), ...(unsent ? { unsent: '1' } : {}), redirect: back })}`;
}
