import type { Database } from 'better-sqlite3';
import { features } from '../features/index.js';

/**
 * The schema, as numbered migrations: `PRAGMA user_version` records how many have run, so a database
 * made by an older server is brought up to date instead of being thrown away.
 */
const FOUNDATION =
  /* the foundation — navigation, adverts and their pictures, articles, captchas. */ `
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

  -- Graphic captchas: valid 3 minutes and for one check (the row is deleted when checked).
  CREATE TABLE captcha (
    token      TEXT PRIMARY KEY,
    answer     TEXT NOT NULL,
    image      TEXT NOT NULL,
    expires_at INTEGER NOT NULL          -- ms since the epoch
  );
  CREATE INDEX captcha_expiry ON captcha(expires_at);
  `;

/**
 * Version 1 is the foundation plus every feature's tables (features/index.ts): nothing has been
 * released yet. After the first release, schema changes are appended here as numbered migrations.
 */
const MIGRATIONS: readonly string[] = [FOUNDATION + features.map((feature) => feature.schema ?? '').join('\n')];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Runs the migrations the database has not seen yet, each in its own transaction. */
export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new Error(`数据库版本 ${current} 高于服务器支持的版本 ${SCHEMA_VERSION}，请升级服务器`);
  }
  for (let version = current; version < SCHEMA_VERSION; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
