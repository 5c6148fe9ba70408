// The areas' route lists made into the framework's table. A page's route module is named after its address in
// its area's `routes/` folder (`ele-guarantee/clue` → `routes/ele-guarantee.clue.ts`), an area's own layout
// is its `layout.ts`, and every page route's id is its address, so logs, metrics and tests name it alike.
import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/** A page's layout: the portal's main (with the search bar), content (a title header) or other, its area's own, or none (/login, /404). */
export type LayoutName = 'main' | 'content' | 'other' | 'area' | 'none';

export interface AreaRoutes {
  /** The area's folder under src/areas, its name across the contract, server, app and tests. */
  name: string;
  /** No advertisements on any of the area's pages (`false`); else each page says. */
  adverts?: false;
  routes: readonly { path: string; layout: LayoutName; adverts?: false }[];
}

/** The route module of an area's page, relative to src/. */
export const routeModuleOf = (area: string, path: string): string => `areas/${area}/routes/${path.replaceAll('/', '.')}.ts`;

/** The route table: the three portal layouts with their pages, each area's own layout, the standalone pages, the routes without a page (the logout…), the 404 of unknown addresses. */
export function placeAreas(areas: readonly AreaRoutes[]): RouteConfigEntry[] {
  const placed: Record<'main' | 'content' | 'other' | 'none', RouteConfigEntry[]> = { main: [index('app/siteRoot.ts', { id: 'site-root' })], content: [], other: [], none: [] };
  const ownLayouts: RouteConfigEntry[] = [];
  for (const area of areas) {
    const inOwnLayout: RouteConfigEntry[] = [];
    for (const page of area.routes) {
      const entry = route(page.path, routeModuleOf(area.name, page.path), { id: `/${page.path}` });
      if (page.layout === 'area') inOwnLayout.push(entry);
      else placed[page.layout].push(entry);
    }
    if (inOwnLayout.length > 0) ownLayouts.push(layout(`areas/${area.name}/layout.ts`, { id: `${area.name}-layout` }, inOwnLayout));
  }
  return [
    layout('layouts/MainLayout.tsx', { id: 'main-layout' }, placed.main),
    layout('layouts/ContentLayout.tsx', { id: 'content-layout' }, placed.content),
    layout('layouts/OtherLayout.tsx', { id: 'other-layout' }, placed.other),
    ...ownLayouts,
    ...placed.none,
    // Without the page's script: 退出登录 and the 无障碍 preference (actions), 注册 and a form's captcha image (redirects).
    route('logout', 'app/logout.ts', { id: '/logout' }),
    route('register', 'app/register.ts', { id: '/register' }),
    route('accessibility-preference', 'app/accessibilityPreference.ts', { id: '/accessibility-preference' }),
    route('captcha', 'app/noscriptCaptcha.ts', { id: '/captcha' }),
    // Unknown addresses show the 404 page where they are, answered with HTTP 404.
    route('*', 'areas/auth/routes/404.ts', { id: 'not-found' }),
  ];
}
