// The performance work on lists and searches must not change an answer: lists read by keyset from cached anchors give
// the rows and totals a plain OFFSET query gives, before and after writes; the bigram index finds what a
// substring scan finds; tracking numbers go on past 9,999 a day.
import { CITY } from '../src/seed/city.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigrams, isBigramWord } from '../src/db/bigrams.js';
import { ANCHOR_STRIDE, pageQuery } from '../src/kernel/paging.js';
import { openDatabase } from '../src/db/open.js';
import { features } from '../src/features/index.js';
import { SCHEMA_VERSION } from '../src/db/schema.js';
import { nextTrackingNo } from '../src/kernel/sql.js';
import { parseCst } from '../src/kernel/time.js';
import { startTestServer, TEST_AS_OF, TEST_SEED, type TestServer } from './helpers.js';

const FRONT = '/api/cmpinternetportalfront';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type Row = Record<string, unknown>;

describe('bigram text', () => {
  it('splits runs of letters and digits into overlapping pairs', () => {
    expect(bigrams('诚信建设')).toBe('诚信 信建 建设');
    expect(bigrams('信用，修复 AB1')).toBe('信用 修复 AB B1');
    expect(bigrams('一')).toBe('');
    expect(bigrams(null)).toBeNull();
  });

  it('answers two letters or digits, not punctuation', () => {
    expect(isBigramWord('诚信')).toBe(true);
    expect(isBigramWord('A1')).toBe(true);
    expect(isBigramWord('信，')).toBe(false);
    expect(isBigramWord('信用修')).toBe(false);
  });
});

describe('the shared page query', () => {
  /** Every page of a list through the handler, against the same rows read with a plain OFFSET. */
  async function comparePages(listPath: string, plain: (offset: number, size: number) => Row[], plainTotal: number, size: number) {
    const pages = Math.ceil(plainTotal / size);
    expect(pages).toBeGreaterThan(ANCHOR_STRIDE / size);
    for (const pageNo of [1, 2, 3, Math.floor(pages / 2), pages - 1, pages, pages + 1]) {
      const answer = await server.request(`${listPath}&pageNo=${pageNo}&pageSize=${size}`);
      const page = answer.json.data.columnShowList ?? answer.json.data;
      expect(page.total).toBe(plainTotal);
      expect(page.records.map((r: Row) => r.id)).toEqual(plain((pageNo - 1) * size, size).map((r) => String(r.id)));
    }
  }

  it('pages a double-publicity list by keyset exactly as OFFSET does, at any page', async () => {
    const db = server.portal.db;
    const resource = db.prepare("SELECT resource_id AS id, count(*) AS n FROM dp_permit GROUP BY resource_id ORDER BY n DESC LIMIT 1").get() as { id: string; n: number };
    const plain = (offset: number, size: number) =>
      db.prepare('SELECT id FROM dp_permit WHERE resource_id = ? ORDER BY decision_date DESC, id DESC LIMIT ? OFFSET ?').all(resource.id, size, offset) as Row[];
    for (const size of [15, 7]) {
      await comparePages(`${FRONT}/doublepublicity/getPermitList?resourceId=${resource.id}`, plain, resource.n, size);
    }
  });

  it('pages the red and black lists and the dishonest debtors by keyset exactly as OFFSET does', async () => {
    const db = server.portal.db;
    const red = db.prepare('SELECT count(*) AS n FROM red_black_entry WHERE list_type = 2').get() as { n: number };
    await comparePages(
      `${FRONT}/redbalcklist/page?listType=2`,
      (offset, size) => db.prepare('SELECT id FROM red_black_entry WHERE list_type = 2 ORDER BY decided_date DESC, id DESC LIMIT ? OFFSET ?').all(size, offset) as Row[],
      red.n,
      10,
    );
  });

  it('keeps totals and pages right after inserts and deletes', async () => {
    const db = server.portal.db;
    const resource = 'XK-SCJG';
    const list = async () => (await server.request(`${FRONT}/doublepublicity/getPermitList?resourceId=${resource}&pageNo=1&pageSize=15`)).json.data.columnShowList;
    const deep = async (pageNo: number) =>
      (await server.request(`${FRONT}/doublepublicity/getPermitList?resourceId=${resource}&pageNo=${pageNo}&pageSize=15`)).json.data.columnShowList;
    const before = await list();
    const lastPage = Math.ceil(before.total / 15);
    const lastBefore = await deep(lastPage);
    const template = db.prepare('SELECT * FROM dp_permit WHERE resource_id = ? ORDER BY id LIMIT 1').get(resource) as Row;
    const { id: _id, ...fields } = template;
    const columns = Object.keys(fields);
    const inserted = db
      .prepare(`INSERT INTO dp_permit (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(...columns.map((c) => (c === 'decision_date' ? '2099-01-01' : fields[c]))).lastInsertRowid;

    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(after.records[0].id).toBe(String(inserted));
    // Every row moved one place down: the deep page's anchors were rebuilt.
    const plainLast = db
      .prepare('SELECT id FROM dp_permit WHERE resource_id = ? ORDER BY decision_date DESC, id DESC LIMIT 15 OFFSET ?')
      .all(resource, (lastPage - 1) * 15) as Row[];
    expect((await deep(lastPage)).records.map((r: Row) => r.id)).toEqual(plainLast.map((r) => String(r.id)));

    db.prepare('DELETE FROM dp_permit WHERE id = ?').run(inserted);
    expect((await list()).total).toBe(before.total);
    expect((await deep(lastPage)).records).toEqual(lastBefore.records);
  });

  it('counts a written row of another connection too', () => {
    const dir = server.dir;
    const file = `${dir}/portal.db`;
    const other = openDatabase(file, { features });
    try {
      const spec = { select: 'r.id', from: 'red_black_entry r', where: ['r.list_type = ?'], args: [1], order: [{ column: 'r.decided_date', desc: true }, { column: 'r.id', desc: true }], tables: ['red_black_entry'] };
      const before = pageQuery(server.portal.db, spec, { pageNo: 1, pageSize: 5 }).total;
      const row = other.prepare('SELECT * FROM red_black_entry WHERE list_type = 1 LIMIT 1').get() as Row;
      const { id: _id, ...fields } = row;
      const columns = Object.keys(fields);
      const id = other.prepare(`INSERT INTO red_black_entry (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...columns.map((c) => fields[c])).lastInsertRowid;
      expect(pageQuery(server.portal.db, spec, { pageNo: 1, pageSize: 5 }).total).toBe(before + 1);
      other.prepare('DELETE FROM red_black_entry WHERE id = ?').run(id);
      expect(pageQuery(server.portal.db, spec, { pageNo: 1, pageSize: 5 }).total).toBe(before);
    } finally {
      other.close();
    }
  });
});

describe('two-character full-text search', () => {
  /** Every hit of a search, all pages. */
  async function allHits(path: string): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    let total = 0;
    for (let pageNo = 1; ; pageNo++) {
      const data = (await server.request(`${path}&pageNo=${pageNo}&pageSize=100`)).json.data;
      total = data.total;
      ids.push(...data.records.map((r: Row) => String(r.id)));
      if (data.records.length < 100) break;
    }
    return { ids, total };
  }

  it('finds the articles a substring scan finds, ranked and highlighted', async () => {
    const db = server.portal.db;
    for (const word of ['诚信', '信用', '修复', '企业', `${CITY.short}`]) {
      const scan = (
        db
          .prepare('SELECT id FROM article WHERE published = 1 AND (title LIKE @w OR summary LIKE @w OR body LIKE @w)')
          .all({ w: `%${word}%` }) as { id: number }[]
      ).map((r) => String(r.id));
      const { ids, total } = await allHits(`/api/cms/front/articleinfo/articleSearchPage?keyword=${encodeURIComponent(word)}`);
      expect(total).toBe(scan.length);
      expect([...ids].sort()).toEqual([...scan].sort());
    }
    const first = (await server.request(`/api/cms/front/articleinfo/articleSearchPage?keyword=${encodeURIComponent('诚信')}&pageNo=1&pageSize=5`)).json.data.records[0];
    expect(`${first.titleHighlight}${first.snippet}`).toContain('<em>诚信</em>');
  });

  it('combines a two-character word with a longer one', async () => {
    const db = server.portal.db;
    const scan = (
      db
        .prepare("SELECT id FROM article WHERE published = 1 AND (title LIKE '%信用修复%' OR summary LIKE '%信用修复%' OR body LIKE '%信用修复%') AND (title LIKE '%企业%' OR summary LIKE '%企业%' OR body LIKE '%企业%')")
        .all() as { id: number }[]
    ).map((r) => String(r.id));
    const { ids } = await allHits(`/api/cms/front/articleinfo/articleSearchPage?keyword=${encodeURIComponent('信用修复 企业')}`);
    expect([...ids].sort()).toEqual([...scan].sort());
  });

  it('finds the subjects a substring scan finds', async () => {
    const db = server.portal.db;
    for (const word of ['鞋业', `${CITY.short}`, '建设', '商行']) {
      const scan = (
        db.prepare('SELECT id FROM enterprise WHERE name LIKE @w OR legal_person LIKE @w').all({ w: `%${word}%` }) as { id: number }[]
      ).map((r) => String(r.id));
      const { ids, total } = await allHits(`${FRONT}/archives/search/getEsSearchDataPage?keyword=${encodeURIComponent(word)}&type=0`);
      expect(total).toBe(scan.length);
      expect([...ids].sort()).toEqual([...scan].sort());
    }
  });

  it('ranks a two-character search by BM25, a title match first', async () => {
    const data = (await server.request(`/api/cms/front/articleinfo/articleSearchPage?keyword=${encodeURIComponent('诚信')}&pageNo=1&pageSize=100`)).json.data;
    expect(String(data.records[0].titleHighlight)).toContain('<em>诚信</em>');
  });
});

describe('tracking numbers past 9,999 a day', () => {
  const correction = {
    pageUrl: 'https://credit.example.gov.cn/enterprise-detail?id=12',
    content: '企业详情页的法定代表人信息未更新，该企业已于2026年3月变更法定代表人。',
    contactName: '郑晓燕',
    phone: '13805940001',
  };
  const submit = async () =>
    (
      await server.request('/api/cmpinternetportaladmin/correction/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(correction),
      })
    ).json;

  it('widens the daily sequence to five digits at the 10,000th submission, and finds it', async () => {
    const first = await submit();
    expect(first.code).toBe(200);
    const stem = String(first.data.trackingNo).slice(0, 10);
    // As if 9,999 corrections had come in today (looping 10,000 requests would take minutes).
    server.portal.db.prepare('UPDATE tracking_sequence SET last = 9999 WHERE stem = ?').run(`submission.tracking_no:${stem}`);
    const tenThousandth = await submit();
    expect(tenThousandth.code).toBe(200);
    expect(tenThousandth.data.trackingNo).toBe(`${stem}10000`);
    expect((await submit()).data.trackingNo).toBe(`${stem}10001`);
    const found = await server.request(`${FRONT}/correction/infoQuery?trackingNo=${stem}10000&verifier=13805940001`);
    expect(found.json.code).toBe(200);
    expect(found.json.data.trackingNo).toBe(`${stem}10000`);
  });

  it('continues after the largest number already stored when the day has no counter yet', async () => {
    const db = server.portal.db;
    const first = await submit();
    const day = String(first.data.trackingNo).slice(2, 10);
    // A database whose numbers were given before the counter table existed: ZZ…9999 stored, no counter.
    db.prepare('UPDATE submission SET tracking_no = ? WHERE tracking_no = ?').run(`ZZ${day}9999`, first.data.trackingNo);
    const at = parseCst(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)} 12:00:00`);
    expect(nextTrackingNo(db, 'ZZ', at, 'submission', 'tracking_no')).toBe(`ZZ${day}10000`);
    expect(nextTrackingNo(db, 'ZZ', at, 'submission', 'tracking_no')).toBe(`ZZ${day}10001`);
  });
});

describe('the schema', () => {
  it('gives a new database every migration, the bigram index filled by the seed', () => {
    const db = openDatabase(':memory:', { features, seed: TEST_SEED, asOf: TEST_AS_OF });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      const { n } = db.prepare("SELECT count(*) AS n FROM article_bigram WHERE article_bigram MATCH '\"诚信\"'").get() as { n: number };
      expect(n).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
