// Everything that differs from one city to another lives here (issue: site configuration).
// Another city copies this file, changes the values, and touches no other code.
export interface SiteLink {
  label: string;
  href: string;
}

export interface FilingNumber {
  number: string;
  href?: string;
}

export interface SiteConfig {
  /** The portal's name: the document title (spec §9) and the header's wordmark. */
  portalName: string;
  /** The organiser (主办单位) of the footer, and further footer lines such as technical support. */
  organiser: string;
  footerLines: string[];
  /** The back-end base (spec §7). Override at build time with VITE_API_BASE. */
  apiBase: string;
  /** The financial-products base (spec §7). Override at build time with VITE_CREDIT_BASE. */
  creditBase: string;
  /**
   * The crawler guard's verification page under the back-end base (kk-anti-reptile, spec §4, §8),
   * opened in the 560x400 window when a call is answered with HTTP 509.
   */
  verificationPath: string;
  /** Theme of the design system: the product's red or the blue variant (spec §9). */
  theme: 'red' | 'blue';
  /** Footer links (spec §2). */
  footerLinks: SiteLink[];
  /** ICP and public-security filing numbers with their registry links; left out of the footer when absent. */
  filings: { icp?: FilingNumber; police?: FilingNumber };
  /** The main layout's new-style state (spec §2): its logo, fixed external links and footer's undertaker. */
  newStyle: { logoSrc: string; links: { id: string; name: string; href: string }[]; undertaker: string };
}

// import.meta.env is absent when the build config reads this file for the portal name.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const site: SiteConfig = {
  portalName: '信用莆田',
  organiser: '莆田市发展和改革委员会',
  footerLines: ['技术支持：莆田市公共信用信息中心'],
  apiBase: env.VITE_API_BASE || '/api',
  creditBase: env.VITE_CREDIT_BASE || '/credit',
  verificationPath: '/kk-anti-reptile/verify',
  theme: 'red',
  footerLinks: [
    { label: '关于我们', href: '/about-us' },
    { label: '网站声明', href: '/website-statement' },
    { label: '无障碍声明', href: '/accessibility-statement' },
    { label: '个人中心', href: '/user' },
    { label: '返回首页', href: '/home' },
  ],
  filings: {},
  newStyle: {
    logoSrc: '/new-style-logo.svg',
    links: [
      { id: 'creditchina', name: '信用中国', href: 'https://www.creditchina.gov.cn/' },
      { id: 'fjcredit', name: '信用福建', href: 'https://www.fjcredit.gov.cn/' },
      { id: 'gsxt', name: '国家企业信用信息公示系统', href: 'https://www.gsxt.gov.cn/' },
      { id: 'zxgk', name: '中国执行信息公开网', href: 'http://zxgk.court.gov.cn/' },
    ],
    undertaker: '莆田市公共信用信息中心',
  },
};
