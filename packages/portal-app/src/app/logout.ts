// /logout: 退出登录 without the page's script (the header's form posts here); an address typed or
// followed leads to the home page, as the site's root does (the static copy, without a server, keeps
// only that).
import { redirect, type ActionFunctionArgs } from 'react-router';
import { logoutOnServer } from '../shell/session';

export const action = ({ request }: ActionFunctionArgs) => logoutOnServer(new URL(request.url));

const toHome = () => redirect('/home');

export const loader = toHome;
export const clientLoader = toHome;
