// /accessibility-preference: the 无障碍 strip's and toolbar's controls without the page's script (关怀版,
// 无障碍浏览 opened or closed, each of the toolbar's settings). Each control posts the preference it leads
// to; the action keeps what it knows of it in the preference cookie and sends the visitor back to the
// page (a form from another site never reaches it: the renderer refuses a POST from another site). An
// address typed or followed leads to the home page.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { accessibilityCookie, accessibilityCookieValue, preferenceOfValue, PREFERENCE_FORM } from '../shell/accessibility';
import { ownPath } from '../shell/ownPath';

export const action = async ({ request }: ActionFunctionArgs) => {
  const url = new URL(request.url);
  let posted: FormData | null = null;
  try {
    posted = await request.formData();
  } catch {
    // Nothing readable: back home, nothing changed.
  }
  const back = posted?.get(PREFERENCE_FORM.back);
  const headers = new Headers({ Location: ownPath(typeof back === 'string' ? back : null), 'Cache-Control': 'no-store' });
  const preference = posted?.get(PREFERENCE_FORM.preference);
  if (typeof preference === 'string') {
    headers.set('Set-Cookie', accessibilityCookie(accessibilityCookieValue(preferenceOfValue(preference)), url.protocol === 'https:'));
  }
  return new Response(null, { status: 303, headers });
};

const toHome = () => redirect('/home');

export const loader = toHome;
export const clientLoader = toHome;
