// How the areas' route lists become the framework's route table (routes.ts). An area lists its pages
// as data: each page's address and the layout it renders in. A page's route module is the file named
// after its address in the area's `routes/` folder (`ele-guarantee/clue` → `routes/ele-guarantee.clue.ts`);
// an area with pages in its own layout has that layout's module in `layout.ts`. Every page route's id
// is its address, so logs, metrics and tests name a route alike.
import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Where a page lives: one of the portal's three layouts (main with the search bar, content with a
 * title header, other), its area's own layout (`area`: a sub-site's or the activity campaigns'), or
 * none (a standalone page such as /login, /404, /pdf-output).
 */
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
    // 退出登录 without the page's script: an action only (its address leads home).
    route('logout', 'app/logout.ts', { id: '/logout' }),
    // 注册 without the page's script: a redirect only (to the sign-on's register page).
    route('register', 'app/register.ts', { id: '/register' }),
    // The 无障碍 preference set without the page's script: an action only (its address leads home).
    route('accessibility-preference', 'app/accessibilityPreference.ts', { id: '/accessibility-preference' }),
    // A form's captcha image without the page's script: a redirect only (to a new captcha's image).
    route('captcha', 'app/noscriptCaptcha.ts', { id: '/captcha' }),
    // Unknown addresses show the 404 page where they are, answered with HTTP 404.
    route('*', 'areas/auth/routes/404.ts', { id: 'not-found' }),
  ];
}
