import type { paths } from '@credit-portal/api-client';
import type { SubsiteBanner, SubsiteTab, SubsiteTabsVariant } from '@credit-portal/ui';

/** The layouts of spec §2: main (with the search bar), content (a title header), other. */
export type LayoutVariant = 'main' | 'content' | 'other';

/** A sub-site of the portal (spec §2 'Sub-sites'): its name, home, section tabs and banner. */
export interface Subsite {
  /** The name in the header, e.g. 生态环境信用. */
  name: string;
  /** The sub-site's home, where its name leads. */
  href: string;
  /** The section tabs (spec §9 lists them per sub-site); a page lights the tab of its `menuValue`, else of its address. */
  tabs: readonly SubsiteTab[];
  tabsVariant?: SubsiteTabsVariant;
  banner?: SubsiteBanner;
  /** Where the visitor's name leads (a sub-site's own page of the visitor's, e.g. /farming-user); default /user. */
  userCentreHref?: string;
  /** The portal layout under the header: `content` puts the page's title in a header band, `other` leaves it to the page. */
  variant?: LayoutVariant;
}

/** An area's own tab bar under the portal's header (the activity campaigns, spec §2 'Other layouts'). */
export interface SectionTabs {
  label: string;
  tabs: readonly SubsiteTab[];
  /** The tab a page without `menuValue` lights, from its address (e.g. a campaign's ?type=). */
  activeFromQuery?: { param: string; hrefs: Readonly<Record<string, string>> };
}

/** The handle of an area's own layout route: a sub-site's settings, or a tab bar under the portal header. */
export type AreaLayoutHandle = { subsite: Subsite; sectionTabs?: never } | { sectionTabs: SectionTabs; subsite?: never };

/** The spec's route metadata (spec §2 "Route metadata"), carried in each route's `handle`. */
export interface RouteMeta {
  /** Route name of the original product, e.g. `NewCodePublicity` (documentation and tests; nothing switches on it). */
  name?: string;
  /** Spec §2: no advertisements on this route (the farming sub-site, /pdf-output). */
  adverts?: false;
  /** Spec §2: the main layout's new-style state (a logo, a fixed external-link menu, a slimmer footer). */
  newStyle?: true;
  /** Where logging out of this login-required page leads (spec §4; default the site's origin). */
  logoutTo?: string;
  /** Breadcrumb and menu title. */
  title: string;
  /** The navigation tab this page belongs to. */
  menuValue?: string;
  /** Title and English title of the content layout's header. */
  pageTitle?: string;
  pageTitleEng?: string;
  /** Keeps a breadcrumb trail (spec §4) instead of resetting it. */
  oldRouter?: boolean;
  /** Hides the 当前位置 bar. */
  hideBread?: boolean;
  /** The page is the portal itself (the home page): the document's title is the portal's name alone. */
  portalTitle?: true;
  /** Keeps state and scroll when revisited. */
  keepAlive?: boolean;
  /**
   * A login-required page (spec §6): its loader sends anonymous visitors to the single sign-on
   * (`loginRequired`); logging out leaves it, and the sitemap leaves it out.
   */
  requiresAuth?: boolean;
  /** A page of a back office with a login of its own (the credit-repair program): kept out of search engines (robots.txt). */
  backOffice?: true;
  /** Appends to the breadcrumb trail rather than replacing its last entry. */
  extendBreadcrumb?: boolean;
  /** For the generic list view: the CMS classification (by name) the route lists. */
  classification?: string;
  /** For the generic list view: the detail route its articles link to (default /content-detail). */
  articleDetail?: string;
  /** For the generic record table: the list operation and the columns it shows. */
  records?: RecordListConfig;
}

type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;

/** The record-list operations (each answers a page of records), the query each takes besides the address's paging and keyword. */
export type RecordListPath =
  | '/cmpinternetportalfront/redbalcklist/page'
  | '/cmpinternetportalfront/abnormal/page'
  | '/cmpinternetportalfront/mistrustperson/page'
  | '/cmpinternetportalfront/promiseapplypublicity/page'
  | '/cmpinternetportalfront/creditplus/tradesubjectgrade'
  | '/cmpinternetportalfront/abnormal/environmentPage';

/** Which operation a record list reads and its fixed query, checked against the generated contract. */
export type RecordSource = { [P in RecordListPath]: { path: P; query?: Omit<QueryOf<P>, 'pageNo' | 'pageSize' | 'keyword'> } }[RecordListPath];

/** A public list of records shown as a table (red and black lists, abnormal directory …). */
export type RecordListConfig = RecordSource & {
  /** `nowrap`: a value read as one (a code, a number), never broken over lines. */
  columns: { key: string; title: string; nowrap?: boolean }[];
  /** What the keyword matches, shown in the search field's placeholder. */
  keywordHint: string;
  /** A row's detail page, e.g. `/dishonest-person-detail?id=…`; its `linkColumn` cell links there. */
  detailHref?: (row: Record<string, unknown>) => string;
  /** The column whose cell links to the row's detail (with `detailHref`); default the first column. */
  linkColumn?: string;
};
