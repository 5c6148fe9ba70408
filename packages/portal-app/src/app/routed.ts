// What the browser knows of the whole table before loading any area's routes (routeManifest.json,
// made from the table by routeManifest.test.ts): which area an address belongs to, whether it leads to
// a page at all, and which of the shell's calls its page makes.
import manifest from './routeManifest.json';

/** The table's addresses as react-router matches them: without a trailing slash, in any case. */
function normalise(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

/** Each address of the table as react-router matches it, to the route's id (its address as the table writes it). */
const routeIdByPath = new Map(Object.values(manifest.areas).flatMap((paths) => paths.map((path) => [normalise(path), path] as const)));
const areaByPath = new Map(Object.entries(manifest.areas).flatMap(([area, paths]) => paths.map((path) => [normalise(path), area] as const)));
const withoutLayout = new Set(manifest.withoutLayout.map(normalise));
const withoutAdverts = new Set(manifest.withoutAdverts.map(normalise));

/** The area whose routes hold the page at this address, if any. */
export function areaOf(pathname: string): string | undefined {
  return areaByPath.get(normalise(pathname));
}

/**
 * The id of the route that shows the page at this address (its address as the table writes it; `/` for
 * the home redirect), or undefined when it leads to no page: a bounded set, the renderer's metric label.
 */
export function routeIdOf(pathname: string): string | undefined {
  const path = normalise(pathname);
  return path === '/' ? '/' : routeIdByPath.get(path);
}

/**
 * Whether an internal address leads to a page of the route table (not to the 404 fallback). The CMS's
 * navigation may name routes of groups that have not joined the table yet; the portal does not link
 * visitors to a missing page.
 */
export function isRouted(href: string): boolean {
  const { pathname } = new URL(href, 'http://portal.invalid');
  return pathname === '/' || areaByPath.has(normalise(pathname));
}

/** Which of the shell's calls the page at this address makes (the entry point starts them early): its layout's menu, the adverts. */
export function shellCallsOf(pathname: string): { layout: boolean; adverts: boolean } {
  const path = normalise(pathname);
  return { layout: areaByPath.has(path) && !withoutLayout.has(path), adverts: !withoutAdverts.has(path) };
}
