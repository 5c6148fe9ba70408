// What the table says of an address without loading any page: which area's page it is, whether it
// leads to a page at all, and which of the shell's calls its page makes (its layout's menu, adverts).
import city from 'virtual:city/portal.json';
import { areas } from './areas';
import { areasForCity } from './subsites';

/** The table's addresses as react-router matches them: without a trailing slash, in any case. */
function normalise(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

interface Listed {
  area: string;
  /** The address as the table writes it: the route's id. */
  path: string;
  layout: boolean;
  adverts: boolean;
}

// The table as the city built for has it (routes.ts): a page of a sub-site the city lacks leads nowhere.
const byPath = new Map<string, Listed>(
  areasForCity(areas, city.subsites).flatMap((area) =>
    area.routes.map((route) => [normalise(`/${route.path}`), { area: area.name, path: `/${route.path}`, layout: route.layout !== 'none', adverts: area.adverts !== false && route.adverts !== false }] as const),
  ),
);

/** The area whose routes hold the page at this address, if any. */
export function areaOf(pathname: string): string | undefined {
  return byPath.get(normalise(pathname))?.area;
}

/**
 * The id of the route that shows the page at this address (its address as the table writes it; `/` for
 * the home redirect), or undefined when it leads to no page: a bounded set, the renderer's metric label.
 */
export function routeIdOf(pathname: string): string | undefined {
  const path = normalise(pathname);
  return path === '/' ? '/' : byPath.get(path)?.path;
}

/**
 * Whether an internal address leads to a page of the route table (not to the 404 fallback). The CMS's
 * navigation may name routes of groups that have not joined the table yet; the portal does not link
 * visitors to a missing page.
 */
export function isRouted(href: string): boolean {
  const { pathname } = new URL(href, 'http://portal.invalid');
  return pathname === '/' || byPath.has(normalise(pathname));
}

/** Which of the shell's calls the page at this address makes: its layout's menu, the adverts. */
export function shellCallsOf(pathname: string): { layout: boolean; adverts: boolean } {
  const listed = byPath.get(normalise(pathname));
  return { layout: listed?.layout ?? false, adverts: listed?.adverts ?? true };
}
