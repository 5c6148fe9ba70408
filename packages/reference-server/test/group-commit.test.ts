// Writes that arrive in the same turn of the event loop share one commit (one sync to disk),
// and each is answered only once that commit is on disk; one that fails fails alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import DatabaseConstructor, { type Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupCommit } from '../src/kernel/group-commit.js';

let dir: string;
let file: string;
let db: Database;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
  file = path.join(dir, 'test.db');
  db = new DatabaseConstructor(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)');
  db.pragma('wal_checkpoint(TRUNCATE)');
});

afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = (text: string) => () => Number(db.prepare('INSERT INTO note (text) VALUES (?)').run(text).lastInsertRowid);
/** Frames in the write-ahead log: each commit appends at least one. */
const walFrames = (): number => (db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0]?.log ?? 0;

describe('group commit', () => {
  it('stores the writes of one turn with one commit, each answered with its own result', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => groupCommit(db, insert(`note ${i}`))));
    expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const grouped = walFrames();

    db.pragma('wal_checkpoint(TRUNCATE)');
    for (let i = 0; i < 20; i++) insert(`alone ${i}`)();
    // Twenty commits of one row each write at least twenty frames; the group wrote one page's worth.
    expect(walFrames()).toBeGreaterThanOrEqual(20);
    expect(grouped).toBeLessThan(5);
  });

  it('answers a write only when another connection can already read it', async () => {
    const reader = new DatabaseConstructor(file, { readonly: true });
    try {
      const seen = await groupCommit(db, insert('visible')).then(() => reader.prepare('SELECT count(*) AS n FROM note').get() as { n: number });
      expect(seen.n).toBe(1);
    } finally {
      reader.close();
    }
  });

  it('fails only the write that throws, leaving nothing of it behind', async () => {
    const failing = () => {
      db.prepare('INSERT INTO note (text) VALUES (?)').run('half done');
      throw new Error('checked after the first row');
    };
    const results = await Promise.allSettled([groupCommit(db, insert('first')), groupCommit(db, failing), groupCommit(db, insert('first')), groupCommit(db, insert('last'))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(db.prepare('SELECT text FROM note ORDER BY id').all()).toEqual([{ text: 'first' }, { text: 'last' }]);
  });

  it('runs a write at once inside a transaction already open, as part of it', async () => {
    db.exec('BEGIN');
    const id = groupCommit(db, insert('inside'));
    expect(db.prepare('SELECT count(*) AS n FROM note').get()).toEqual({ n: 1 });
    db.exec('ROLLBACK');
    await expect(id).resolves.toBe(1);
    expect(db.prepare('SELECT count(*) AS n FROM note').get()).toEqual({ n: 0 });
  });
});
