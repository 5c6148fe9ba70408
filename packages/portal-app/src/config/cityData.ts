// The shape of a city's portal.json (cities/<city>/portal.json, cities/README.md): what the portal shows
// that differs from one city to another.
export interface CityLink {
  id: string;
  name: string;
  href: string;
}

export interface CityFilingNumber {
  number: string;
  href?: string;
}

/** The brand colours: onBrand on brand and footerText on footerBackground at least 4.5:1 (WCAG 1.4.3). */
export interface CityPalette {
  brand: string;
  brandDark: string;
  brandSoft: string;
  onBrand: string;
  footerBackground: string;
  footerText: string;
  /** 关怀版's darker brand colours: white on brand and on footerBackground at least 7:1 (WCAG 1.4.6). */
  care: { brand: string; brandDark: string; brandSoft: string; footerBackground: string };
}

export interface CityPortalData {
  /** The folder's name under cities/ (PORTAL_CITY). */
  id: string;
  /** The city's full name (…市) and short name. */
  name: string;
  short: string;
  /** The portal's name: the document title and the header's wordmark. */
  portalName: string;
  /** 主办单位 of the footer. */
  organiser: string;
  /** The new-style footer's 承办单位. */
  undertaker: string;
  /** Further footer lines, such as technical support. */
  footerLines: string[];
  /** ICP and public-security filing numbers with their registry links; left out of the footer when absent. */
  filings: { icp?: CityFilingNumber; police?: CityFilingNumber };
  palette: CityPalette;
  /** The new-style header's fixed external links. */
  links: CityLink[];
  /** The credit journal (/city-journal): its list's title and the cover's lines. */
  journal: { title: string; coverLines: string[] };
  /** The name of the credit-repair back office (/repair-program-*). */
  repairSystemName: string;
  /** The sub-sites the city has (areas with a subsite.ts, and the shoe city's news). */
  subsites: string[];
}
