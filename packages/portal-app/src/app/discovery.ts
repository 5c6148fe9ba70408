// The browser's route table grows by area (issue 13): the first page's script holds the shell and the
// layouts; the routes of the page's own area are loaded before the router starts, and another area's
// when a visitor first goes there (react-router's patchRoutesOnNavigation). Which area holds an
// address is in routeManifest.json, so nothing is loaded for an unknown one.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { Area, TableRoute } from '../shell/meta';
import { areaModules } from './areaModules';
import { assemble, placeArea } from './assemble';
import { areaOf } from './routed';

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

/** Starts loading the routes of the area an address belongs to (a link the visitor is about to follow). */
export function preloadArea(pathname: string): void {
  const name = areaOf(pathname);
  if (name) void loadArea(name).catch(() => undefined);
}

/** The table to start the router with: the shell, the layouts and the routes of the area of `pathname`. */
export async function initialRoutes(pathname: string): Promise<TableRoute[]> {
  const name = areaOf(pathname);
  if (!name) return assemble([]);
  const area = await loadArea(name);
  patched.add(name);
  return assemble([area]);
}

/** Adds the routes of the area of the address the router is going to, the first time it goes there. */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const name = areaOf(new URL(path, 'http://portal.invalid').pathname);
  if (!name || patched.has(name)) return;
  const area = await loadArea(name);
  if (patched.has(name)) return;
  patched.add(name);
  for (const { parentId, routes } of placeArea(area)) patch(parentId, routes as RouteObject[]);
};
