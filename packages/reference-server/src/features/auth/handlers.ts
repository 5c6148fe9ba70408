// The login operations (spec §3, §4, §7): password, ticket and authorize-code logins, the sign-on's
// addresses, logout, the session and the user centre's menu.
import type { Database } from 'better-sqlite3';
import { signedIn, type Handler, type Handlers, type Schema, type SignedInHandler } from '../../kernel/handler.js';
import { fail, invalid, ok } from '../../kernel/reply.js';
import type { UserType } from '../../kernel/session.js';
import { issueToken, renewToken as renewLogin, revokeToken, verifyPassword } from '../accounts/session.js';
import { consumeCaptcha } from '../captcha/store.js';
import { maskResidentId } from '../subjects/identifiers.js';
import { SSO_APP, consumeGrant, issueGrant } from './grants.js';
import { SSO_BASE } from './sso.js';

/** Spec: PORTAL_TOKEN_TTL defaults to 7200 s. */
export const DEFAULT_TOKEN_TTL_MS = 7200 * 1000;

interface AccountRow {
  id: number;
  username: string;
  name: string;
  userType: UserType;
  hash: string;
}

const accountBy = (db: Database, column: 'id' | 'username', value: unknown): AccountRow | undefined =>
  db
    .prepare(`SELECT id, username, name, user_type AS userType, password_hash AS hash FROM user_account WHERE ${column} = ?`)
    .get(value) as AccountRow | undefined;

const TICKET_FAILED = '登录票据无效或已过期，请重新登录';

export const login: Handler<'login'> = ({ body }, context) => {
  const { db } = context;
  const now = context.now();
  const b = body;
  let account: AccountRow | undefined;
  if (b.trustticket !== undefined || b.authorizeCode !== undefined) {
    const field = b.trustticket !== undefined ? 'trustticket' : 'authorizeCode';
    const grant = b.trustticket ?? b.authorizeCode ?? '';
    const userId = consumeGrant(db, field === 'trustticket' ? 'ticket' : 'authorize', grant, now);
    account = userId ? accountBy(db, 'id', userId) : undefined;
    if (!account) return invalid(field, TICKET_FAILED);
  } else {
    // Spec §5: the login name is trimmed.
    const username = (b.username ?? '').trim();
    if (!username) return invalid('username', '请输入用户名');
    if (b.appId !== undefined && b.appId !== SSO_APP.appId) return invalid('appId', '应用标识无效');
    const captchaToken = b.uuid ?? b.token;
    // The captcha is spent by every attempt, so passwords cannot be tried without solving one each time.
    if (!captchaToken || !consumeCaptcha(db, captchaToken, b.code ?? '', now)) return invalid('code', '验证码错误或已过期');
    account = accountBy(db, 'username', username);
    if (!account || !verifyPassword(b.password ?? '', account.hash)) return invalid('password', '用户名或密码错误');
  }
  const ttl = context.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS;
  const { token } = issueToken(db, account.id, now, ttl);
  return ok({
    token_type: 'Bearer' as const,
    access_token: token,
    expires_in: Math.max(1, Math.round(ttl / 1000)),
    user: { id: String(account.id), username: account.username, name: account.name, userType: account.userType },
  });
};

export const getMztAppId: Handler<'getMztAppId'> = () => ok(SSO_APP.appId);

export const getMztAppKey: Handler<'getMztAppKey'> = () => ok(SSO_APP.appKey);

export const getMztLoginAddresses: Handler<'getMztLoginAddresses'> = ({ query }) => {
  const redirect = query.redirect_uri;
  const login = new URLSearchParams({ appId: SSO_APP.appId, redirect_uri: redirect, type: 'ticket' });
  const register = new URLSearchParams({ appId: SSO_APP.appId, redirect_uri: redirect });
  return ok({ appId: SSO_APP.appId, loginUrl: `${SSO_BASE}/login?${login}`, registerUrl: `${SSO_BASE}/register?${register}` });
};

export const createMztCallerCode: Handler<'createMztCallerCode'> = ({ query }, { db, now }) => {
  const callerCode = issueGrant(db, 'caller', null, now());
  const params = new URLSearchParams({ appId: SSO_APP.appId, redirect_uri: query.returnUrl, type: 'code', callerCode });
  return ok({ callerCode, loginUrl: `${SSO_BASE}/login?${params}` });
};

export const logout: Handler<'logout'> = ({ body }, { db, now }) =>
  ok(revokeToken(db, body.accessToken, now()));

const ROLES: Record<UserType, 'person' | 'enterprise' | 'organisation'> = { 1: 'person', 2: 'enterprise', 3: 'organisation' };

const INTRODUCTIONS: Record<UserType, string> = {
  1: '个人用户，可办理个人信用报告申请、信用投诉、异议申诉和留言咨询',
  2: '企业用户，可办理信用申报、异议申诉、信用修复和融资需求发布',
  3: '社会组织用户，可办理信用申报、异议申诉和信用修复',
};

/** 13905941234 → 139****1234: the session never shows a whole mobile number. */
export const maskPhone = (phone: string): string => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

interface SessionRow {
  id: number;
  username: string;
  name: string;
  userType: UserType;
  phone: string;
  enterpriseId: number | null;
  creditCode: string | null;
  personId: number | null;
  idNumber: string | null;
}

export const renewToken: SignedInHandler<'renewToken'> = ({ token }, context) => {
  const now = context.now();
  const expiresAt = token ? renewLogin(context.db, token, now, context.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS) : now;
  return ok({ expires_in: Math.max(0, Math.floor((expiresAt - now) / 1000)) });
};

export const getCurrentUser: SignedInHandler<'getCurrentUser'> = ({ user }, { db }) => {
  const row = db
    .prepare(
      `SELECT u.id, u.username, u.name, u.user_type AS userType, u.phone, u.enterprise_id AS enterpriseId,
              e.credit_code AS creditCode, u.person_id AS personId, p.id_number AS idNumber
         FROM user_account u
         LEFT JOIN enterprise e ON e.id = u.enterprise_id
         LEFT JOIN person p ON p.id = u.person_id
        WHERE u.id = ?`,
    )
    .get(user.id) as SessionRow | undefined;
  if (!row) return fail(401);
  const phone = maskPhone(row.phone);
  const idNumber = row.idNumber ? maskResidentId(row.idNumber) : null;
  return ok({
    name: row.name,
    avatar: `avatar-${ROLES[row.userType]}`,
    introduction: INTRODUCTIONS[row.userType],
    roles: [ROLES[row.userType]],
    userType: row.userType,
    user: {
      id: String(row.id),
      username: row.username,
      name: row.name,
      userType: row.userType,
      phone,
      ...(row.enterpriseId !== null ? { enterpriseId: String(row.enterpriseId) } : {}),
      ...(row.creditCode ? { creditCode: row.creditCode } : {}),
      ...(row.personId !== null ? { personId: String(row.personId) } : {}),
      ...(idNumber ? { idNumber } : {}),
    },
    mztUser: {
      loginName: row.username,
      trueName: row.name,
      userType: row.userType,
      certType: row.userType === 1 ? '居民身份证' : '统一社会信用代码',
      certNo: row.userType === 1 ? (idNumber ?? '') : (row.creditCode ?? ''),
      mobile: phone,
    },
  });
};

interface MenuEntry {
  id: string;
  name: string;
  children?: MenuEntry[];
}

const entry = (id: string, name: string, children?: MenuEntry[]): MenuEntry => ({ id, name, ...(children ? { children } : {}) });

/** The user centre (/user) by user type; organisations do not publish financing demands (spec §6). */
function menuFor(userType: UserType): MenuEntry[] {
  const business = [
    entry('my-messages', '我的留言'),
    entry('my-complaints', '我的投诉'),
    entry('my-objections', '我的异议'),
    ...(userType === 1 ? [] : [entry('my-declarations', '我的申报'), entry('my-commitments', '我的承诺'), entry('my-repairs', '我的信用修复')]),
  ];
  const credit = [
    entry('credit-report-apply', '信用报告申请'),
    ...(userType === 1 ? [] : [entry('my-points', '我的信用积分')]),
  ];
  // Anyone may apply for a product not marked enterprise-only (finance applyProduct), so every type follows its applications.
  const finance = [entry('my-collections', '我的收藏'), entry('my-applications', '我的融资申请'), ...(userType === 2 ? [entry('my-demands', '我的融资需求')] : [])];
  // 电子保函 (eleguarantee): an enterprise's bid guarantees.
  if (userType === 2) finance.push(entry('my-guarantees', '我的电子保函'));
  return [
    entry('my-business', '我的办事', business),
    entry('my-credit', '我的信用', credit),
    entry('my-finance', '金融服务', finance),
    entry('message-centre', '消息中心'),
    entry('my-account', '账号信息'),
  ];
}

const withPaths = (items: MenuEntry[]): Schema<'MenuItem'>[] =>
  items.map((item) => ({ id: item.id, name: item.name, path: `/user?tab=${item.id}`, children: withPaths(item.children ?? []) }));

export const getCurrentMenu: SignedInHandler<'getCurrentMenu'> = ({ user }) => ok(withPaths(menuFor(user.userType)));

export const handlers: Handlers = {
  login,
  getMztLoginAddresses,
  getMztAppId,
  createMztCallerCode,
  logout,
  getMztAppKey,
  getCurrentMenu: signedIn(getCurrentMenu),
  getCurrentUser: signedIn(getCurrentUser),
  renewToken: signedIn(renewToken),
};
