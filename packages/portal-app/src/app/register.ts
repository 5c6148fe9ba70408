// /register: 注册 without the page's script (the header's link; with the script, `useSignOn().onRegister`
// goes straight there): to the single sign-on's register page, which brings the visitor back to
// `redirect`, one of the portal's own pages. When the sign-on's address cannot be had (the back end is
// down), the login page instead, which says what went wrong when its own sign-on is tried.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { loginAddress } from '../shell/loginAddress';
import { ownPath } from '../shell/ownPath';
import { signOnAddress } from '../shell/session';

const toRegister = async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const back = ownPath(url.searchParams.get('redirect'));
  try {
    const { registerUrl } = await unwrap(portal.api.GET('/auth/mztLogin', { params: { query: { redirect_uri: new URL(back, url).href } }, signal: request.signal }));
    return redirect(signOnAddress(registerUrl), { headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return redirect(loginAddress(back), { headers: { 'Cache-Control': 'no-store' } });
  }
};

export const loader = toRegister;
export const clientLoader = toRegister;
