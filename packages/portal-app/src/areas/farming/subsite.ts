import type { Subsite } from '../../shell/meta';

/** The farming sub-site's addresses (spec §2 'Sub-sites', Farming). */
export const FARMING = {
  home: '/farming',
  news: '/farming-information-journalism',
  announcements: '/farming-information-announcement',
  policy: '/farming-information-policy',
  articleDetail: '/farming-information-all-detail',
  products: '/farming-financial-supermarket',
  productDetail: '/farming-financial-supermarket/detail',
  publicInfo: '/farming-public-information',
  docking: '/farming-financing-docking',
  user: '/farming-user',
} as const;

/** The CMS columns the sub-site lists by name (reference server: features/farming). */
export const FARMING_COLUMNS = {
  news: '农业金融新闻资讯',
  policy: '农业金融政策法规',
  announcements: '农业金融通知公告',
  publicInfo: '农业金融信息公开',
} as const;

/** Where an applicant follows a financing application: the sub-site's 我的融资. */
export const FARMING_FOLLOW_UP = { href: FARMING.user, label: '我的融资' } as const;

export const productHref = (id: string) => `${FARMING.productDetail}?id=${encodeURIComponent(id)}`;

/** 农业金融服务平台 with the tabs of spec §9: home, news, announcements, policy, financial products, public info, financing docking. */
export const FARMING_SUBSITE: Subsite = {
  name: '农业金融服务平台',
  href: FARMING.home,
  // The visitor's name in the header leads to their applications and favourites on the sub-site.
  userCentreHref: FARMING.user,
  tabs: [
    { label: '首页', value: 'home', href: FARMING.home },
    { label: '新闻资讯', value: 'news', href: FARMING.news },
    { label: '通知公告', value: 'announcements', href: FARMING.announcements },
    { label: '政策法规', value: 'policy', href: FARMING.policy },
    { label: '金融产品', value: 'products', href: FARMING.products },
    { label: '信息公开', value: 'public', href: FARMING.publicInfo },
    { label: '融资对接', value: 'docking', href: FARMING.docking },
  ],
};
