// /care-mode: 切换到关怀版 and 返回标准版 without the page's script (the accessibility strip's form posts
// here): the visitor's preference cookie with 关怀版 on or off, the rest of it as it was, and back to the
// page. A form from another site changes nothing. An address typed or followed leads to the home page.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { accessibilityCookie, accessibilityCookieValue, accessibilityPreferenceOf, CARE_SWITCH } from '../shell/accessibility';
import { ownPath } from '../shell/ownPath';

export const action = async ({ request }: ActionFunctionArgs) => {
  const url = new URL(request.url);
  let posted: FormData | null = null;
  try {
    posted = await request.formData();
  } catch {
    // Nothing readable: back home, nothing changed.
  }
  const back = posted?.get(CARE_SWITCH.back);
  const headers = new Headers({ Location: ownPath(typeof back === 'string' ? back : null), 'Cache-Control': 'no-store' });
  const care = posted?.get(CARE_SWITCH.care);
  const origin = request.headers.get('Origin');
  if ((care === 'on' || care === 'off') && (origin === null || origin === url.origin)) {
    const preference = accessibilityPreferenceOf(request.headers.get('Cookie'));
    headers.set('Set-Cookie', accessibilityCookie(accessibilityCookieValue({ ...preference, care: care === 'on' }), url.protocol === 'https:'));
  }
  return new Response(null, { status: 303, headers });
};

const toHome = () => redirect('/home');

export const loader = toHome;
export const clientLoader = toHome;
