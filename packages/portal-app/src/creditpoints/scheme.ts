// The two points schemes (spec §7 "Points"): legal persons (/declare-Legal, userType 2) and natural
// persons (/declare-person, userType 1). Both controllers answer the same shapes, so the pages take
// the enterprise operation's types for either base.
import { site } from '../config/site';

export type SchemeKind = 'enterprise' | 'person';

export interface Scheme {
  kind: SchemeKind;
  /** The controller's base under the back end, e.g. /integralfront/api/integralapplyrecenterprise. */
  base: string;
  title: string;
  /** Who may declare (the contract's x-user-types). */
  userType: 1 | 2;
  subjectWord: string;
  /** The tabs operation of this scheme's page. */
  tabsOperation: 'enterprisetab' | 'naturetab';
}

export const SCHEMES: Record<SchemeKind, Scheme> = {
  enterprise: {
    kind: 'enterprise',
    base: '/integralfront/api/integralapplyrecenterprise',
    title: '法人积分申报',
    userType: 2,
    subjectWord: '企业用户',
    tabsOperation: 'enterprisetab',
  },
  person: {
    kind: 'person',
    base: '/integralfront/api/integralapplyrecperson',
    title: '自然人积分申报',
    userType: 1,
    subjectWord: '个人用户',
    tabsOperation: 'naturetab',
  },
};

/** The scheme a user type declares in (organisations, userType 3, have none; the server refuses them). */
export const schemeOfUserType = (userType: number): Scheme => (userType === 1 ? SCHEMES.person : SCHEMES.enterprise);

/**
 * An operation of a scheme typed as the enterprise controller's (same shapes), e.g.
 * `op(scheme, 'targetList')`.
 */
export const op = <Name extends string>(scheme: Scheme, name: Name) =>
  `${scheme.base}/${name}` as `/integralfront/api/integralapplyrecenterprise/${Name}`;

/** The declaration form to download (public, a plain link). */
export const templateHref = (scheme: Scheme) => `${site.apiBase}${scheme.base}/downloadTemplate`;
