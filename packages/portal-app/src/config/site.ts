// Everything that differs from one city to another comes from the city's folder (cities/<city>/, chosen
// by PORTAL_CITY at build time, city.config.ts); this file adds what every city shares.
import city from 'virtual:city/portal.json';
import type { CityFilingNumber, CityLink, CityPalette } from './cityData';

export interface SiteLink {
  label: string;
  href: string;
}

export type FilingNumber = CityFilingNumber;

export interface SiteConfig {
  /** The folder's name under cities/. */
  cityId: string;
  /** The city's full name (…市) and short name. */
  cityName: string;
  cityShort: string;
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
  /** The city's brand colours (src/config/cityTheme.css.ts makes them the design system's theme). */
  palette: CityPalette;
  /** Footer links (spec §2). */
  footerLinks: SiteLink[];
  /** ICP and public-security filing numbers with their registry links; left out of the footer when absent. */
  filings: { icp?: FilingNumber; police?: FilingNumber };
  /** The main layout's new-style state (spec §2): its logo, fixed external links and footer's undertaker. */
  newStyle: { logoSrc: string; links: CityLink[]; undertaker: string };
  /** The credit journal's list title (/city-journal). */
  journalTitle: string;
  /** The credit-repair back office's name. */
  repairSystemName: string;
}

// import.meta.env is absent when the build config reads this file for the portal name.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const site: SiteConfig = {
  cityId: city.id,
  cityName: city.name,
  cityShort: city.short,
  portalName: city.portalName,
  organiser: city.organiser,
  footerLines: city.footerLines,
  apiBase: env.VITE_API_BASE || '/api',
  creditBase: env.VITE_CREDIT_BASE || '/credit',
  verificationPath: '/kk-anti-reptile/verify',
  palette: city.palette,
  footerLinks: [
    { label: '关于我们', href: '/about-us' },
    { label: '网站声明', href: '/website-statement' },
    { label: '无障碍声明', href: '/accessibility-statement' },
    { label: '个人中心', href: '/user' },
    { label: '返回首页', href: '/home' },
  ],
  filings: city.filings,
  newStyle: {
    // Drawn from the city's data at build time, or the city folder's own logo.svg (city.config.ts).
    logoSrc: '/new-style-logo.svg',
    links: city.links,
    undertaker: city.undertaker,
  },
  journalTitle: city.journal.title,
  repairSystemName: city.repairSystemName,
};
