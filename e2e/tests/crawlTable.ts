import { city, hasSubsite } from '../city';
import { isSubsiteId } from '../../packages/portal-app/src/app/subsites';
import { readdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { captchaPassHeader, guardedByCaptcha } from './flows';

/**
 * The crawl's table: one file per area of the portal in e2e/crawl/ (a portal-app test keeps the
 * files and the route table in step). A file lists its routes, the routes among them that need a
 * login, and the values its addresses use ({name}), each read from the back end before the crawl:
 * `get` is an address (it may use values listed before it), or `post` one with its JSON `body`, and
 * `pick` the dotted path of the value in the answer.
 */
export type CrawlValue = ({ get: string } | { post: string; body: unknown }) & { pick: string };

/**
 * The area's pages as a signed-in visitor sees them (the fault crawl's signed-in pass): the demo
 * account to sign on as, values read with its login (its own records), and the routes, which may use
 * the area's values too. A form's field whose name is one of these values is typed with it.
 */
export interface SignedInCrawl {
  account: string;
  values: Record<string, CrawlValue>;
  routes: string[];
}

export interface CrawlArea {
  name: string;
  values: Record<string, CrawlValue>;
  loginRequired: string[];
  /** Routes of the credit-repair program: its own operator login (not the visitors' single sign-on) comes first. */
  operatorLogin: string[];
  routes: string[];
  signedIn: SignedInCrawl | null;
}

const folder = new URL('../crawl/', import.meta.url);

/**
 * The tables name the city the portal is built for as {city.name} (…市) and {city.short}, filled in from
 * its folder (e2e/city.ts) before they are read: the same tables serve every city.
 */
const withCity = (text: string): string => text.replaceAll('{city.name}', city.name).replaceAll('{city.short}', city.short);


export const crawlAreas: CrawlArea[] = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  // A table named after a sub-site the city lacks (portal.json's subsites) lists pages its portal does not have.
  .filter((file) => !isSubsiteId(file.replace(/\.json$/, '')) || hasSubsite(file.replace(/\.json$/, '')))
  .sort()
  .map((file) => {
    const area = JSON.parse(withCity(readFileSync(new URL(file, folder), 'utf8'))) as Partial<CrawlArea>;
    return {
      name: file.replace(/\.json$/, ''),
      values: area.values ?? {},
      loginRequired: area.loginRequired ?? [],
      operatorLogin: area.operatorLogin ?? [],
      routes: area.routes ?? [],
      signedIn: area.signedIn ?? null,
    };
  });

/** Every crawled path, without its query. */
export const crawledPaths = (): Set<string> => new Set(crawlAreas.flatMap((area) => area.routes.map((route) => route.split('?')[0] ?? route)));

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/**
 * The area's values, read in order from the running back end (after `known` ones, which they may use);
 * with `headers` (a login's Authorization), the signed-in values of the area's own records.
 */
export async function readValues(
  request: APIRequestContext,
  area: Pick<CrawlArea, 'values'>,
  { known = {}, headers }: { known?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Record<string, string>> {
  const values: Record<string, string> = { ...known };
  // Values picked from the same call share its one answer (a report's tracking number and its 查询码).
  const answers = new Map<string, unknown>();
  for (const [name, source] of Object.entries(area.values)) {
    const address = fill('get' in source ? source.get : source.post, values);
    const key = JSON.stringify(['get' in source ? 'get' : 'post', address, 'body' in source ? source.body : null]);
    if (!answers.has(key)) {
      const pass = guardedByCaptcha(address) ? await captchaPassHeader(request) : {};
      const sent = { ...headers, ...pass };
      const answer = 'get' in source ? await request.get(address, { headers: sent }) : await request.post(address, { data: source.body, headers: sent });
      answers.set(key, await answer.json());
    }
    const body = answers.get(key);
    const value = source.pick.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body);
    if (value === undefined || value === null) throw new Error(`crawl value ${name}: nothing at ${source.pick} of ${address}`);
    values[name] = String(value);
  }
  return values;
}

/** The route's address with its values filled in. */
export const addressOf = (route: string, values: Record<string, string>) => fill(route, values);
