// The sub-sites a city may have, and which pages of the route table are theirs. A city's portal.json
// lists the ones it has (`subsites`); the pages of one it lacks are left out of the route table, so their
// addresses answer the 404 page, the sitemap does not list them and no menu of the portal can lead there
// (the back end seeds neither the sub-site's data nor links to it for such a city).
import type { AreaRoutes } from './areaRoutes';

/**
 * Each sub-site by its id in portal.json's `subsites`: the area that is the sub-site (an area with a
 * subsite.ts, named like it), or, for 信用鞋城, the pages of its column within 信用+.
 */
export const SUBSITES = {
  creditloan: (area: string) => area === 'creditloan',
  eleguarantee: (area: string) => area === 'eleguarantee',
  farming: (area: string) => area === 'farming',
  freetradearea: (area: string) => area === 'freetradearea',
  shoecity: (area: string, path: string) => area === 'creditplus' && path.startsWith('credit-shoes-'),
} as const satisfies Record<string, (area: string, path: string) => boolean>;

export type SubsiteId = keyof typeof SUBSITES;

export const isSubsiteId = (id: string): id is SubsiteId => Object.hasOwn(SUBSITES, id);

/** The sub-site a page belongs to, or undefined for a page of the main portal. */
export function subsiteOf(area: string, path: string): SubsiteId | undefined {
  return (Object.keys(SUBSITES) as SubsiteId[]).find((id) => SUBSITES[id](area, path));
}

/**
 * The areas as a city has them: without the pages of the sub-sites its `subsites` does not list (an area
 * left without pages goes too). An id that names no sub-site is refused, so a misspelt one cannot hide one.
 */
export function areasForCity(areas: readonly AreaRoutes[], subsites: readonly string[]): AreaRoutes[] {
  const unknown = subsites.filter((id) => !isSubsiteId(id));
  if (unknown.length > 0) throw new Error(`portal.json 的 subsites 中有未知的子站：${unknown.join('、')}（可用：${Object.keys(SUBSITES).join('、')}）`);
  return areas
    .map((area) => ({ ...area, routes: area.routes.filter((page) => {
      const subsite = subsiteOf(area.name, page.path);
      return subsite === undefined || subsites.includes(subsite);
    }) }))
    .filter((area) => area.routes.length > 0);
}
