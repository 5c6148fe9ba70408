// The durability case of the benchmark: the server is killed with SIGKILL (no shutdown, no
// final checkpoint) several times while concurrent submitters send forms, and restarted on the same
// database each time; at the end every acknowledged submission (HTTP 200 with envelope code 200) must
// be in the database under its tracking number, with the content that was sent.
import Database from 'better-sqlite3';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from './bench-server.mjs';

/** Marks the durability case's forms, so that they can be told from others and removed afterwards. */
export const DURABILITY_MARK = '（耐久测试';

const correction = (mark, i) => ({
  pageUrl: `https://credit.example.gov.cn/enterprise-detail?id=${1 + (i % 100_000)}`,
  content: `企业详情页的法定代表人信息未更新，该企业已于2026年3月变更法定代表人${mark}）。`,
  contactName: '郑晓燕',
  phone: `139${String(10_000_000 + (i % 90_000_000)).slice(-8)}`,
});

/**
 * One submitter: sends a correction, waits for its answer, sends the next, until `running()` is false.
 * A refused or dropped connection (the server is down or was killed mid-request) is an unacknowledged
 * submission, retried as a new one after a short pause.
 */
async function submitter(id, url, running, log) {
  let n = 0;
  while (running()) {
    n += 1;
    const mark = `${DURABILITY_MARK}第 ${id}-${n} 条`;
    try {
      const response = await fetch(`${url()}/api/cmpinternetportaladmin/correction/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(correction(mark, id * 1_000_000 + n)),
        signal: AbortSignal.timeout(10_000),
      });
      const envelope = await response.json();
      if (response.status === 200 && envelope.code === 200) log.acknowledged.push({ trackingNo: envelope.data.trackingNo, mark });
      else log.refused += 1;
    } catch {
      log.failed += 1;
      await sleep(100);
    }
  }
}

/**
 * Runs `submitters` submitters against a server over `dbFile`; every `intervalS` seconds the server is
 * killed (SIGKILL) and started again on the same database, `kills` times; after the last restart the
 * submitters run one more interval, then stop, and the server is stopped normally. Then the database is
 * opened read-only and every acknowledged submission looked up by its tracking number.
 */
export async function runDurability({ dbFile, submitters = 16, kills = 3, intervalS = 5, env = {} }) {
  const log = { acknowledged: [], refused: 0, failed: 0 };
  let server = startServer({ dbFile, env, echo: false });
  let address = await server.started;
  let running = true;
  const workers = Array.from({ length: submitters }, (_, i) => submitter(i + 1, () => address, () => running, log));
  const killedAt = [];
  const restartMs = [];
  for (let k = 0; k < kills; k++) {
    await sleep(intervalS * 1000);
    killedAt.push(log.acknowledged.length);
    await server.kill('SIGKILL');
    const restart = performance.now();
    server = startServer({ dbFile, env, echo: false });
    address = await server.started;
    restartMs.push(Math.round(performance.now() - restart));
  }
  await sleep(intervalS * 1000);
  running = false;
  await Promise.all(workers);
  await server.stop();

  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const byTrackingNo = db.prepare("SELECT payload FROM submission WHERE kind = 'correction' AND tracking_no = ?");
    let found = 0;
    const missing = [];
    for (const { trackingNo, mark } of log.acknowledged) {
      const row = byTrackingNo.get(trackingNo);
      // Found means the row under that number holds this very form: a lost submission whose number was
      // given again after the restart would otherwise count as found.
      if (row && row.payload.includes(mark)) found += 1;
      else missing.push(trackingNo);
    }
    const stored = db.prepare("SELECT count(*) AS n FROM submission WHERE kind = 'correction' AND payload LIKE '%' || ? || '%'").get(DURABILITY_MARK).n;
    const integrity = db.pragma('quick_check', { simple: true });
    return {
      submitters,
      kills,
      intervalS,
      acknowledged: log.acknowledged.length,
      // A number given twice (after a restart) would mean a lost submission whose number was reused.
      repeatedNumbers: log.acknowledged.length - new Set(log.acknowledged.map((a) => a.trackingNo)).size,
      found,
      missing: missing.slice(0, 20),
      // Forms stored whose answer never arrived (the server died between commit and answer): not lost.
      storedUnacknowledged: stored - found,
      refused: log.refused,
      failed: log.failed,
      acknowledgedBeforeKill: killedAt,
      restartMs,
      integrity,
    };
  } finally {
    db.close();
  }
}
