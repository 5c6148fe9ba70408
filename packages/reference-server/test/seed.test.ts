import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open.js';
import { features } from '../src/features/index.js';
import { REPAIR_GUIDE_ARTICLES, REPAIR_GUIDE_CLASSIFICATIONS } from '../src/features/cms/repair-guides.js';
import { SITE_COLUMNS } from '../src/features/cms/site-columns.js';
import { ECOLOGY_INTRODUCTION_COLUMN } from '../src/features/ecology/seed.js';
import { SCORE_PARTS } from '../src/features/medicalinsurance/seed.js';
import { NAVIGATION_TABS } from '../src/seed/navigation.js';
import { parseCst } from '../src/kernel/time.js';
import { TEST_AS_OF } from './helpers.js';

const titles = (seed: number): string[] => {
  const db = openDatabase(':memory:', { features, seed, asOf: TEST_AS_OF });
  try {
    return (db.prepare('SELECT title FROM article ORDER BY release_time DESC, id DESC LIMIT 20').all() as { title: string }[]).map(
      (row) => row.title,
    );
  } finally {
    db.close();
  }
};

// Each test writes a whole demo seed (a few seconds, several times that on a busy machine).
describe('the seed', { timeout: 60_000 }, () => {
  it('writes the same articles for the same seed', () => {
    expect(titles(42)).toEqual(titles(42));
  });

  it('writes other articles for another seed', () => {
    expect(titles(42)).not.toEqual(titles(43));
  });

  it('writes a few hundred articles in every classification, within two years before its date', () => {
    const db = openDatabase(':memory:', { features, seed: 7, asOf: TEST_AS_OF });
    try {
      const counts = db.prepare('SELECT classification_id AS id, count(*) AS n FROM article GROUP BY 1').all() as { id: string; n: number }[];
      const total = counts.reduce((sum, c) => sum + c.n, 0);
      expect(total).toBeGreaterThanOrEqual(300);
      // The credit-repair guide (features/cms/repair-guides.ts) is a few fixed pages, not a news column.
      const guides = new Set(REPAIR_GUIDE_CLASSIFICATIONS.map((c) => c.id));
      // So are the footer's single pages 关于我们, 网站声明 and 无障碍声明 (site-columns.ts): one article each.
      // And the ecology sub-site's introduction (features/ecology), and the parts of the medical-insurance
      // scoring scheme (features/medicalinsurance).
      const singlePages = new Set([
        ...SITE_COLUMNS.filter((c) => c.articles === 1).map((c) => c.id),
        ECOLOGY_INTRODUCTION_COLUMN.id,
        ...SCORE_PARTS.map((part) => part.id),
      ]);
      expect(counts.filter((c) => !guides.has(c.id) && !singlePages.has(c.id)).every((c) => c.n >= 10)).toBe(true);
      for (const single of singlePages) expect(counts.find((c) => c.id === single)?.n).toBe(1);
      for (const guide of guides) {
        expect(counts.find((c) => c.id === guide)?.n).toBe(REPAIR_GUIDE_ARTICLES.filter((a) => a.classificationId === guide).length);
      }

      const span = db.prepare('SELECT min(release_time) AS first, max(release_time) AS last FROM article').get() as {
        first: string;
        last: string;
      };
      const asOf = parseCst(TEST_AS_OF);
      expect(parseCst(span.last)).toBeLessThanOrEqual(asOf);
      expect(parseCst(span.first)).toBeGreaterThan(asOf - 2 * 366 * 24 * 3600_000);

      const body = (db.prepare('SELECT body FROM article LIMIT 1').get() as { body: string }).body;
      expect(body.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
      expect(body).not.toMatch(/lorem|ipsum/i);
    } finally {
      db.close();
    }
  });

  it('keeps the full-text index in step with the articles', () => {
    const db = openDatabase(':memory:', { features, seed: 7, asOf: TEST_AS_OF });
    try {
      const { n } = db.prepare('SELECT count(*) AS n FROM article').get() as { n: number };
      const { m } = db.prepare("SELECT count(*) AS m FROM article_fts WHERE article_fts MATCH '\"社会信用\"'").get() as { m: number };
      expect(m).toBeGreaterThan(0);
      expect(m).toBeLessThanOrEqual(n);
    } finally {
      db.close();
    }
  });

  it('has more than 14 menu tabs, an external one and one excluded from the menu', () => {
    const menu = NAVIGATION_TABS.filter((t) => t.type !== 2);
    expect(menu.length).toBeGreaterThan(14);
    expect(NAVIGATION_TABS.filter((t) => t.type === 1).map((t) => t.href)).toContain('https://www.creditchina.gov.cn');
    expect(NAVIGATION_TABS.filter((t) => t.type === 2)).toHaveLength(1);
  });
});
