// The browser's route table grows by area: the first page's script holds the shell and the
// layouts; the routes of the page's own area are loaded before the router starts, and another area's
// when a visitor first goes there (react-router's patchRoutesOnNavigation). Which area holds an
// address is in routeManifest.json (routed.ts), so nothing is loaded for an unknown one; a page the
// server rendered names its area, and the manifest's own chunk is loaded when the visitor first points
// at, focuses or touches a link (or navigates), not before.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { Area, TableRoute } from '../shell/meta';
import { areaModules } from './areaModules';
import { assemble, placeArea } from './assemble';

const loaded = new Map<string, Promise<Area>>();
const patched = new Set<string>();

function loadArea(name: string): Promise<Area> {
  let area = loaded.get(name);
  if (!area) {
    const load = areaModules[name];
    if (!load) return Promise.reject(new Error(`No area named ${name}.`));
    area = load().then((module) => module.area);
    // A failed load is tried again on the next navigation.
    area.catch(() => loaded.delete(name));
    loaded.set(name, area);
  }
  return area;
}

/** The route manifest's chunk (routed.ts). */
export const routeManifest = () => import('./routed');

/** The area of an address, from the route manifest. */
const areaOf = async (pathname: string): Promise<string | undefined> => (await routeManifest()).areaOf(pathname);

/** Starts loading the routes of the area an address belongs to (a link the visitor is about to follow). */
export function preloadArea(pathname: string): void {
  void areaOf(pathname)
    .then((name) => (name ? loadArea(name) : undefined))
    .catch(() => undefined);
}

/**
 * The first time the visitor points at, focuses or touches a link of the portal, the route manifest and
 * that link's area start loading: the navigation that may follow finds them (or has them sooner).
 */
export function preloadOnIntent(): void {
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  const intent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    for (const name of events) document.removeEventListener(name, intent, true);
    preloadArea(link.pathname);
  };
  for (const name of events) document.addEventListener(name, intent, { capture: true, passive: true });
}

/**
 * The table to start the router with: the shell, the layouts and the routes of the area of `pathname`
 * (`named` when the server's page named it, without the route manifest).
 */
export async function initialRoutes(pathname: string, named?: string): Promise<TableRoute[]> {
  const name = named ?? (await areaOf(pathname));
  if (!name) return assemble([]);
  const area = await loadArea(name);
  patched.add(name);
  return assemble([area]);
}

/** Adds the routes of the area of the address the router is going to, the first time it goes there. */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const name = await areaOf(new URL(path, 'http://portal.invalid').pathname);
  if (!name || patched.has(name)) return;
  const area = await loadArea(name);
  if (patched.has(name)) return;
  patched.add(name);
  for (const { parentId, routes } of placeArea(area)) patch(parentId, routes as RouteObject[]);
};
