// sitemap.xml and robots.txt of the server-rendered portal: what a search engine may read.
// The sitemap lists every public page of the route table that answers without parameters (tried with
// its loaders, as a visitor's first request would be) and the newest articles of every CMS column the
// portal lists; robots.txt keeps crawlers off the visitors' own pages and the back-end bases.
import type { RouteMeta } from './shell/meta';
import { site } from './config/site';
import { escapeMarkup } from './shell/escapeMarkup';
import { loadNewest } from './views/genericLists';

/** Articles listed per CMS column (the back end's largest page). */
const ARTICLES_PER_COLUMN = 100;

/** A page route of the table: its full path, its handle and whether it renders inside a layout. */
export interface Page {
  path: string;
  handle: RouteMeta | undefined;
  inLayout: boolean;
}

/** Candidate public pages: a plain path, open to everyone, inside a layout (not /404, /401, /login or the printable report). */
export function publicCandidates(pages: readonly Page[]): Page[] {
  return pages.filter(({ path, handle, inLayout }) => /^\/[\w/-]*$/.test(path) && path !== '/' && handle && !handle.requiresAuth && inLayout);
}

/**
 * The sitemap of the portal at `origin`. `answers` tries a page as a visitor's first request would (its
 * loaders and render): a page that needs a parameter (a detail's id) ends in a 404 or an error without it.
 */
export async function sitemapXml(origin: string, table: readonly Page[], answers: (path: string) => Promise<boolean>): Promise<string> {
  const pages: string[] = [];
  for (const { path } of publicCandidates(table)) {
    if (await answers(path)) pages.push(path);
  }
  const columns = new Map<string, string>();
  for (const { handle } of table) {
    if (handle?.classification && !handle.requiresAuth) columns.set(handle.classification, handle.articleDetail ?? '/content-detail');
  }
  const articles: string[] = [];
  for (const [classification, detail] of columns) {
    try {
      const page = await loadNewest(classification, ARTICLES_PER_COLUMN, AbortSignal.timeout(10_000));
      for (const article of page.records) articles.push(`${detail}?id=${encodeURIComponent(article.id)}`);
    } catch {
      // A column the back end cannot answer now is left out of this sitemap.
    }
  }
  const urls = [...new Set([...pages, ...articles])].map((address) => `  <url><loc>${escapeMarkup(new URL(address, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string, table: readonly Page[]): string {
  const own = table
    .filter(({ path, handle }) => (handle?.requiresAuth || handle?.backOffice) && /^\/[\w/-]*$/.test(path))
    .map(({ path }) => path);
  // A page exactly (`$`, and with a query), never a prefix: '/user' must not close '/user-guide'.
  const pages = [...new Set([...own, '/login', '/401', '/logout', '/register', '/accessibility-preference', '/captcha'])].sort().flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}?`]);
  // The bases with their slash: '/credit/' is the back end, '/credit-dynamics' a page (architecture.md).
  const bases = [site.apiBase, site.creditBase, '/sso'].map((base) => `Disallow: ${base.replace(/\/+$/, '')}/`);
  return ['User-agent: *', ...bases, ...pages, '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`, ''].join('\n');
}
