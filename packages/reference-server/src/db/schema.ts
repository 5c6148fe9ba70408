// The database schema as numbered migrations: the foundation's tables and every feature's (the registry
// handed in by the entry point), then the later versions.
import type { Database } from 'better-sqlite3';
import type { Feature } from '../kernel/feature.js';
import { CAPTCHA_PASS_TABLE } from '../kernel/captcha-pass.js';
import { LOOKUP_FAILURE_TABLE } from '../kernel/lookup-lock.js';
import { APPLICATION_HISTORY_TABLE } from '../features/repairprogram/history.js';
import { VERSIONED_TABLES } from '../kernel/paging.js';

/**
 * The schema, as numbered migrations: `PRAGMA user_version` records how many have run, so a database
 * made by an older server is brought up to date instead of being thrown away.
 */
const FOUNDATION =
  /* the foundation — navigation, adverts and their pictures, articles. */ `
  CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  -- Spec §3 navigation tab. type 0 internal route, 1 external link, 2 excluded from the menu.
  CREATE TABLE navigation_tab (
    id        TEXT PRIMARY KEY,
    parent_id TEXT REFERENCES navigation_tab(id) ON DELETE CASCADE,
    name      TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 20),
    type      INTEGER NOT NULL CHECK (type IN (0, 1, 2)),
    href      TEXT NOT NULL,
    sort      INTEGER NOT NULL
  );
  CREATE INDEX navigation_tab_parent ON navigation_tab(parent_id, sort);

  -- Stored images (adverts, logos, article pictures), read at /filestorage/file/readImage/{id}.
  CREATE TABLE picture (
    id           TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    body         BLOB NOT NULL,
    created_at   TEXT NOT NULL
  );

  -- Spec §3 advertisement. position '1' floats over the page, '0' stands in the left column.
  CREATE TABLE advert (
    id         TEXT PRIMARY KEY,
    title      TEXT NOT NULL,
    picture_id TEXT NOT NULL REFERENCES picture(id),
    position   TEXT NOT NULL CHECK (position IN ('0', '1')),
    url        TEXT NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('0', '1')),
    show       INTEGER NOT NULL CHECK (show IN (0, 1)),
    sort       INTEGER NOT NULL
  );

  CREATE TABLE article_classification (
    id        TEXT PRIMARY KEY,
    parent_id TEXT REFERENCES article_classification(id),
    name      TEXT NOT NULL,
    sort      INTEGER NOT NULL
  );

  CREATE TABLE article (
    id                INTEGER PRIMARY KEY,
    classification_id TEXT NOT NULL REFERENCES article_classification(id),
    title             TEXT NOT NULL CHECK (length(title) <= 200),
    summary           TEXT NOT NULL CHECK (length(summary) <= 300),
    body              TEXT NOT NULL,
    source            TEXT NOT NULL,
    release_time      TEXT NOT NULL,   -- yyyy-MM-dd HH:mm:ss, China Standard Time: sorts as text
    published         INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1))
  );
  -- Lists are "one classification, newest first" (pageByClassificationId).
  CREATE INDEX article_by_classification ON article(classification_id, release_time DESC, id DESC);

  -- Trigram full text: substring search that works for Chinese without a word segmenter.
  CREATE VIRTUAL TABLE article_fts USING fts5(
    title, summary, body,
    content = 'article', content_rowid = 'id', tokenize = 'trigram'
  );
  CREATE TRIGGER article_fts_insert AFTER INSERT ON article BEGIN
    INSERT INTO article_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
  END;
  CREATE TRIGGER article_fts_delete AFTER DELETE ON article BEGIN
    INSERT INTO article_fts(article_fts, rowid, title, summary, body)
      VALUES ('delete', old.id, old.title, old.summary, old.body);
  END;
  CREATE TRIGGER article_fts_update AFTER UPDATE ON article BEGIN
    INSERT INTO article_fts(article_fts, rowid, title, summary, body)
      VALUES ('delete', old.id, old.title, old.summary, old.body);
    INSERT INTO article_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
  END;
  `;

/** Triggers that count the writes of a table in table_version (kernel/paging.ts caches list totals by them). */
const versionTriggers = (table: string): string => `
  INSERT INTO table_version (name, version) VALUES ('${table}', 0);
  CREATE TRIGGER ${table}_version_insert AFTER INSERT ON ${table} BEGIN
    UPDATE table_version SET version = version + 1 WHERE name = '${table}';
  END;
  CREATE TRIGGER ${table}_version_update AFTER UPDATE ON ${table} BEGIN
    UPDATE table_version SET version = version + 1 WHERE name = '${table}';
  END;
  CREATE TRIGGER ${table}_version_delete AFTER DELETE ON ${table} BEGIN
    UPDATE table_version SET version = version + 1 WHERE name = '${table}';
  END;`;

/**
 * Version 2 — list and search performance:
 * - table_version: a write counter per large list table, kept by triggers; list totals and keyset
 *   anchors are cached until it changes (kernel/paging.ts).
 * - indexes that cover each list's filter and order.
 * - bigram full text: the trigram tables cannot match words of two characters, so article_bigram and
 *   enterprise_bigram hold the same text pre-split into overlapping two-character tokens (bigrams(),
 *   db/bigrams.ts) under the unicode61 tokenizer: a two-character word is one token, an index lookup.
 * - tracking_sequence: the last sequence number given per tracking-number stem (prefix + day).
 */
const PERFORMANCE = `
  CREATE TABLE table_version (
    name    TEXT PRIMARY KEY,
    version INTEGER NOT NULL
  ) WITHOUT ROWID;
  ${VERSIONED_TABLES.map(versionTriggers).join('\n')}

  CREATE INDEX dp_permit_by_resource_category ON dp_permit(resource_id, category, decision_date DESC, id DESC);
  CREATE INDEX dp_permit_by_category ON dp_permit(category, decision_date DESC, id DESC);
  CREATE INDEX dishonest_debtor_by_type ON dishonest_debtor(subject_type, published_at DESC, id DESC);
  CREATE INDEX dishonest_debtor_by_court ON dishonest_debtor(court, published_at DESC, id DESC);
  CREATE INDEX abnormal_by_category ON abnormal_entry(category_code, listed_date DESC, id DESC);
  CREATE INDEX red_black_by_list ON red_black_entry(list_name, decided_date DESC, id DESC);
  -- The full-text searches rank and filter hits on these without reading the article bodies.
  CREATE INDEX article_search ON article(id, published, release_time, classification_id);

  CREATE VIRTUAL TABLE article_bigram USING fts5(
    title, summary, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0'
  );
  INSERT INTO article_bigram (rowid, title, summary, body) SELECT id, bigrams(title), bigrams(summary), bigrams(body) FROM article;
  CREATE TRIGGER article_bigram_insert AFTER INSERT ON article BEGIN
    INSERT INTO article_bigram (rowid, title, summary, body) VALUES (new.id, bigrams(new.title), bigrams(new.summary), bigrams(new.body));
  END;
  CREATE TRIGGER article_bigram_delete AFTER DELETE ON article BEGIN
    DELETE FROM article_bigram WHERE rowid = old.id;
  END;
  CREATE TRIGGER article_bigram_update AFTER UPDATE OF title, summary, body ON article BEGIN
    DELETE FROM article_bigram WHERE rowid = old.id;
    INSERT INTO article_bigram (rowid, title, summary, body) VALUES (new.id, bigrams(new.title), bigrams(new.summary), bigrams(new.body));
  END;

  CREATE VIRTUAL TABLE enterprise_bigram USING fts5(
    name, legal_person, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0'
  );
  INSERT INTO enterprise_bigram (rowid, name, legal_person) SELECT id, bigrams(name), bigrams(legal_person) FROM enterprise;
  CREATE TRIGGER enterprise_bigram_insert AFTER INSERT ON enterprise BEGIN
    INSERT INTO enterprise_bigram (rowid, name, legal_person) VALUES (new.id, bigrams(new.name), bigrams(new.legal_person));
  END;
  CREATE TRIGGER enterprise_bigram_delete AFTER DELETE ON enterprise BEGIN
    DELETE FROM enterprise_bigram WHERE rowid = old.id;
  END;
  CREATE TRIGGER enterprise_bigram_update AFTER UPDATE OF name, legal_person ON enterprise BEGIN
    DELETE FROM enterprise_bigram WHERE rowid = old.id;
    INSERT INTO enterprise_bigram (rowid, name, legal_person) VALUES (new.id, bigrams(new.name), bigrams(new.legal_person));
  END;

  CREATE TABLE tracking_sequence (
    stem TEXT PRIMARY KEY,          -- <table>.<column>:<prefix><yyyyMMdd>
    last INTEGER NOT NULL
  ) WITHOUT ROWID;
`;

/**
 * Version 1 is the foundation plus every feature's tables (features/index.ts) as first released;
 * later schema changes are appended as numbered migrations.
 */
const migrations = (features: readonly Feature[]): readonly string[] => [
  FOUNDATION + features.map((feature) => feature.schema ?? '').join('\n'),
  PERFORMANCE,
  // The failures of look-ups by number and second factor, for their lock (kernel/lookup-lock.ts).
  LOOKUP_FAILURE_TABLE,
  // The passes of solved captchas, which the guarded operations ask for (kernel/captcha-pass.ts).
  CAPTCHA_PASS_TABLE,
  // The history of each credit-repair application, filled from the applications kept so far (features/repairprogram/history.ts).
  APPLICATION_HISTORY_TABLE,
];

export const SCHEMA_VERSION = migrations([]).length;

/** Runs the migrations the database has not seen yet, each in its own transaction. */
export function migrate(db: Database, features: readonly Feature[]): void {
  const steps = migrations(features);
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new Error(`数据库版本 ${current} 高于服务器支持的版本 ${SCHEMA_VERSION}，请升级服务器`);
  }
  for (let version = current; version < SCHEMA_VERSION; version++) {
    db.transaction(() => {
      db.exec(steps[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
