import { readdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';

/**
 * The crawl's table: one file per area of the portal in e2e/crawl/ (a portal-app test keeps the
 * files and the route table in step). A file lists its routes, the routes among them that need a
 * login, and the values its addresses use ({name}), each read from the back end before the crawl:
 * `get` is an address (it may use values listed before it) and `pick` the dotted path of the value
 * in the answer.
 */
export interface CrawlArea {
  name: string;
  values: Record<string, { get: string; pick: string }>;
  loginRequired: string[];
  routes: string[];
}

const folder = new URL('../crawl/', import.meta.url);

export const crawlAreas: CrawlArea[] = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => {
    const area = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Partial<CrawlArea>;
    return { name: file.replace(/\.json$/, ''), values: area.values ?? {}, loginRequired: area.loginRequired ?? [], routes: area.routes ?? [] };
  });

/** Every crawled path, without its query. */
export const crawledPaths = (): Set<string> => new Set(crawlAreas.flatMap((area) => area.routes.map((route) => route.split('?')[0] ?? route)));

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/** The area's values, read in order from the running back end. */
export async function readValues(request: APIRequestContext, area: CrawlArea): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, { get, pick }] of Object.entries(area.values)) {
    const body: unknown = await (await request.get(fill(get, values))).json();
    const value = pick.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body);
    if (value === undefined || value === null) throw new Error(`crawl value ${name}: nothing at ${pick} of ${get}`);
    values[name] = String(value);
  }
  return values;
}

/** The route's address with its values filled in. */
export const addressOf = (route: string, values: Record<string, string>) => fill(route, values);
