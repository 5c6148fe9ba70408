// The seed: fills a new database deterministically from a seed number — the foundation's navigation,
// adverts and articles here, then every feature of the registry handed in its own tables.
import type { Database } from 'better-sqlite3';
import { CITY, hasSubsite } from './city.js';
import { formatCst, parseCst } from '../kernel/time.js';
import { ADVERTS } from './adverts.js';
import { CLASSIFICATIONS, draftArticles } from './articles.js';
import { drawBanner } from './banners.js';
import { NAVIGATION_TABS } from './navigation.js';
import { createRandom } from '../kernel/random.js';
import type { Feature, SeedSize } from '../kernel/feature.js';

/**
 * How much data to generate. `demo` is what a person clicks through; `load` is for load tests
 * (at least 100,000 enterprises, 200,000 permit and penalty records, 5,000 articles). The
 * features scale their own tables with the size (SUBJECT_COUNTS, DOUBLE_PUBLICITY_COUNTS,
 * PUBLICITY_COUNTS); the rest keep their demo counts. `distinctTitles` makes every article title
 * unique (demo keeps the one repeat its data has always had).
 */
export const SEED_SIZES = {
  demo: { articles: 420, distinctTitles: false },
  load: { articles: 5000, distinctTitles: true },
} as const satisfies Record<SeedSize, { articles: number; distinctTitles: boolean }>;

export interface SeedOptions {
  /** The registry (features/index.ts), handed in by the entry point: each feature seeds its own tables. */
  features: readonly Feature[];
  seed: number;
  size: SeedSize;
  /**
   * The moment the data is written "as of": release times fall in the two years before it. Fixed by
   * default, not "now", so the same seed gives byte-identical databases on any day (stable screenshots
   * and end-to-end expectations).
   */
  asOf: string;
}

export const DEFAULT_SEED_AS_OF = '2026-11-20 18:00:00';

export function isSeedSize(value: string): value is SeedSize {
  return Object.hasOwn(SEED_SIZES, value);
}

/** Fills an empty database. Runs in one transaction: a half-seeded database is never left behind. */
export function seedDatabase(db: Database, options: SeedOptions): void {
  const asOf = parseCst(options.asOf);
  const created = formatCst(asOf);
  const { articles: articleCount, distinctTitles } = SEED_SIZES[options.size];
  // A larger page cache while seeding: the load size writes ~400,000 rows with their indexes.
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.pragma('cache_size = -262144');

  db.transaction(() => {
    const insertTab = db.prepare(
      'INSERT INTO navigation_tab (id, parent_id, name, type, href, sort) VALUES (?, NULL, ?, ?, ?, ?)',
    );
    for (const tab of NAVIGATION_TABS) insertTab.run(tab.id, tab.name, tab.type, tab.href, tab.sort);

    const insertPicture = db.prepare(
      'INSERT INTO picture (id, content_type, body, created_at) VALUES (?, ?, ?, ?)',
    );
    const insertAdvert = db.prepare(
      'INSERT INTO advert (id, title, picture_id, position, url, status, show, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    ADVERTS.forEach((advert, index) => {
      const svg = drawBanner(advert.banner, advert.pictureId);
      insertPicture.run(advert.pictureId, 'image/svg+xml', Buffer.from(svg, 'utf8'), created);
      insertAdvert.run(
        advert.id, advert.title, advert.pictureId, advert.position, advert.url, advert.status,
        advert.show ? 1 : 0, index + 1,
      );
    });

    const insertClassification = db.prepare(
      'INSERT INTO article_classification (id, parent_id, name, sort) VALUES (?, NULL, ?, ?)',
    );
    for (const c of CLASSIFICATIONS) insertClassification.run(c.id, c.name, c.sort);

    // Ids grow with release time, as they do in a real CMS where articles are entered as they happen.
    const insertArticle = db.prepare(
      `INSERT INTO article (id, classification_id, title, summary, body, source, release_time, published)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1)`,
    );
    const drafts = draftArticles(createRandom(options.seed, 'articles'), articleCount, asOf, { distinctTitles });
    drafts.forEach((a, index) => {
      insertArticle.run(index + 1, a.classificationId, a.title, a.summary, a.body, a.source, formatCst(a.releasedAt));
    });

    const featureContext = {
      seed: options.seed,
      size: options.size,
      asOf,
      random: (stream: string) => createRandom(options.seed, stream),
    };
    // A sub-site's feature seeds only for a city that has the sub-site (portal.json's subsites).
    for (const feature of options.features) if (hasSubsite(feature.name)) feature.seed?.(db, featureContext);

    const insertMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    insertMeta.run('seed', String(options.seed));
    insertMeta.run('seed_size', options.size);
    insertMeta.run('seed_as_of', options.asOf);
    // The city it writes about (cities/<city>/): a database seeded for one city is never served as another's.
    insertMeta.run('city', CITY.id);
  })();
  db.pragma(`cache_size = ${cacheSize}`);
}
