// /register: 注册 without the page's script (the header's link; with the script, `useSignOn().onRegister`
// goes straight there): to the single sign-on's register page, which brings the visitor back to
// `redirect`, one of the portal's own pages. When the sign-on's address cannot be had (the back end is
// down), the login page instead, which says what went wrong when its own sign-on is tried.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginAddress } from '../shell/loginAddress';
import { ownPath } from '../shell/ownPath';
import { registerPageAddress } from '../shell/session';

const toRegister = async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const back = ownPath(url.searchParams.get('redirect'));
  try {
    return redirect(await registerPageAddress(new URL(back, url).href, request.signal), { headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return redirect(loginAddress(back), { headers: { 'Cache-Control': 'no-store' } });
  }
};

export const loader = toRegister;
export const clientLoader = toRegister;
