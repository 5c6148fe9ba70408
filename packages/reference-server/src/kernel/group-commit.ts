// Group commit (no single request waits seconds behind others): a write that is answered must
// be on disk first (synchronous=FULL, db/open.ts), and that sync blocks the one event loop of the server
// for milliseconds. Measured under load (docs/benchmarks.md, Load), one transaction per submission spent
// ~22 % of the server's time waiting for the disk, every wait holding up all other requests of that turn.
// Writes that arrive in the same turn of the event loop are therefore done together: each in a savepoint
// of its own (a write that fails leaves no trace and fails alone), all in one transaction, one sync; each
// caller's promise settles only after that commit, so an acknowledged write is still a durable one.
import type { Database } from 'better-sqlite3';

interface Pending {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const queues = new WeakMap<Database, Pending[]>();

function flush(db: Database): void {
  const batch = queues.get(db) ?? [];
  queues.delete(db);
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    db.transaction(() => {
      for (const { write } of batch) {
        try {
          // A nested transaction is a savepoint: rolled back alone when its write throws.
          outcomes.push({ ok: true, value: db.transaction(write)() });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
    })();
  } catch (error) {
    // The commit itself failed (disk full, I/O error): nothing of the batch was stored.
    for (const { reject } of batch) reject(error);
    return;
  }
  batch.forEach(({ resolve, reject }, i) => {
    const outcome = outcomes[i];
    if (outcome?.ok) resolve(outcome.value);
    else reject(outcome?.error);
  });
}

/**
 * Runs `write` (synchronous database work) in the transaction shared by the writes of this turn of the
 * event loop, committed once they have all run (in the check phase, after the turn's requests were read);
 * resolves with its result once that commit is on disk. Inside a transaction already (a seed, a test's
 * own transaction), the write runs at once, as part of it.
 */
export function groupCommit<T>(db: Database, write: () => T): Promise<T> {
  if (db.inTransaction) {
    try {
      return Promise.resolve(write());
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
      setImmediate(() => flush(db));
    }
    queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
  });
}
