// Look-ups by a number and a second factor cannot be guessed: five wrong second factors within 15 minutes
// lock the number's look-up for 15 minutes from the fifth, whoever asks and from whatever address; an
// unknown number locks alike; an anonymous clue's 查询码 has 12 digits. Tested with the server's clock.
import { CITY, DISTRICTS } from '../src/seed/city.js';
import { describe, expect, it } from 'vitest';
import { LOOKUP_LOCK, UNKNOWN_NUMBERS_KEPT, lookupLock } from '../src/kernel/lookup-lock.js';
import { serverForFile } from './helpers.js';

const MINUTE = 60 * 1000;
let clock = Date.parse('2026-11-20T10:00:00+08:00');
const file = serverForFile({ now: () => clock });

const LOCKED_15 = '验证信息连续错误5次，该受理编号的查询已锁定，请15分钟后再试';
const locked = (message: string) => ({ code: 202, msg: message, errors: { trackingNo: message } });

/** The address of an operation, by its operationId. */
function addressOf(operationId: string): string {
  const operation = file.server.portal.operations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`没有操作 ${operationId}`);
  return `${operation.bases[0] ?? ''}${operation.path}`;
}

let address = 0;
/** A GET from a new client address each time: the lock does not care where the guesses come from. */
const get = (path: string) => file.server.request(path, { headers: { 'X-Forwarded-For': `203.0.113.${(address++ % 250) + 1}` } });
const lookUp = (operationId: string, trackingNo: string, verifier: string) =>
  get(`${addressOf(operationId)}?trackingNo=${encodeURIComponent(trackingNo)}&verifier=${encodeURIComponent(verifier)}`);

async function anonymousClue(): Promise<{ trackingNo: string; queryCode: string }> {
  const answer = await file.server.request(addressOf('addColumnClue'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clueType: '食品', targetName: `${DISTRICTS[1]}兴业食品商行`, address: `福建省${CITY.name}${DISTRICTS[1]}镇海街道八二一南街56号`, description: '货架上有多批次过期的散装糕点仍在销售。', anonymous: true }),
  });
  expect(answer.json.code).toBe(200);
  return answer.json.data as { trackingNo: string; queryCode: string };
}

/** A wrong code of the same shape as `code`. */
const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1e12).padStart(code.length, '0');

describe('an anonymous clue’s look-up', () => {
  it('gets a 12-digit 查询码', async () => {
    expect((await anonymousClue()).queryCode).toMatch(/^\d{12}$/);
  });

  it('locks after 5 wrong codes for 15 minutes from the fifth, the right code included, then opens', async () => {
    const { trackingNo, queryCode } = await anonymousClue();
    const t0 = clock;
    expect((await lookUp('queryColumnCluesInfo', trackingNo, wrongCode(queryCode, 0))).json).toEqual({ code: 4040, msg: '请求的资源不存在' });
    clock = t0 + 14 * MINUTE + 31_000;
    for (let i = 1; i < 4; i++) expect((await lookUp('queryColumnCluesInfo', trackingNo, wrongCode(queryCode, i))).json.code).toBe(4040);
    expect((await lookUp('queryColumnCluesInfo', trackingNo, wrongCode(queryCode, 4))).json).toEqual(locked(LOCKED_15));
    // 15:04 after the first failure: locked, 15 minutes from the fifth, whatever the address.
    clock = t0 + 15 * MINUTE + 4_000;
    expect((await lookUp('queryColumnCluesInfo', trackingNo, queryCode)).json).toEqual(locked(LOCKED_15));
    // The detail shares the lock: it answers the clue's description.
    expect((await lookUp('getColumnClueDetail', trackingNo, queryCode)).json).toEqual(locked(LOCKED_15));
    clock = t0 + 14 * MINUTE + 31_000 + 15 * MINUTE - 1_000;
    expect((await lookUp('queryColumnCluesInfo', trackingNo, queryCode)).json).toEqual(
      locked('验证信息连续错误5次，该受理编号的查询已锁定，请1分钟后再试'),
    );
    clock = t0 + 14 * MINUTE + 31_000 + 15 * MINUTE;
    expect((await lookUp('queryColumnCluesInfo', trackingNo, queryCode)).json.data.trackingNo).toBe(trackingNo);
    expect((await lookUp('getColumnClueDetail', trackingNo, queryCode)).json.data.anonymous).toBe(true);
  });

  it('does not lock for 5 wrong codes spread over more than 15 minutes', async () => {
    const { trackingNo, queryCode } = await anonymousClue();
    for (let i = 0; i < 5; i++) {
      expect((await lookUp('queryColumnCluesInfo', trackingNo, wrongCode(queryCode, i))).json.code).toBe(4040);
      clock += 4 * MINUTE;
    }
    expect((await lookUp('queryColumnCluesInfo', trackingNo, queryCode)).json.code).toBe(200);
  });

  it('locks an unknown number alike, so that a lock does not tell which numbers exist', async () => {
    const unknown = 'XS209901019999';
    for (let i = 0; i < 4; i++) expect((await lookUp('queryColumnCluesInfo', unknown, `00000000000${i}`)).json.code).toBe(4040);
    expect((await lookUp('queryColumnCluesInfo', unknown, '000000000009')).json).toEqual(locked(LOCKED_15));
    clock += 15 * MINUTE;
    expect((await lookUp('queryColumnCluesInfo', unknown, '000000000009')).json.code).toBe(4040);
  });
});

describe('every look-up by number and second factor', () => {
  /** Operations looking up the submission table, with the kind each reads. */
  const SUBMISSION_LOOKUPS: [string, string][] = [
    ['queryCreditComplaintInfo', 'creditComplaint'],
    ['queryEnterpriseLegalPersonObjectionInfo', 'enterpriseObjection'],
    ['queryOtherLegalPersonObjectionInfo', 'otherObjection'],
    ['queryNaturePersonObjectionInfo', 'personObjection'],
    ['queryCorrectionInfo', 'correction'],
    ['queryColumnCluesInfo', 'safetyClue'],
    ['getColumnClueDetail', 'safetyClue'],
    ['queryCommitmentFeedbackInfo', 'commitmentFeedback'],
    ['queryCreditDeclareInfo', 'creditDeclare'],
    ['queryIndependentDeclarationInfo', 'selfDeclaration'],
    ['queryRiskPersonDeclareInfo', 'riskPerson'],
  ];

  for (const [operationId, kind] of SUBMISSION_LOOKUPS) {
    it(`${operationId} locks a number after 5 wrong second factors`, async () => {
      const row = file.server.portal.db
        .prepare(
          `SELECT tracking_no AS trackingNo, coalesce(contact_phone, subject_code, query_code) AS verifier FROM submission
           WHERE kind = ? AND coalesce(contact_phone, subject_code, query_code) IS NOT NULL
             AND tracking_no NOT IN (SELECT number FROM lookup_failure) ORDER BY id DESC LIMIT 1`,
        )
        .get(kind) as { trackingNo: string; verifier: string } | undefined;
      expect(row, kind).toBeDefined();
      const { trackingNo, verifier } = row as { trackingNo: string; verifier: string };
      expect((await lookUp(operationId, trackingNo, verifier)).json.code).toBe(200);
      for (let i = 0; i < 4; i++) expect((await lookUp(operationId, trackingNo, `1390000000${i}`)).json.code).toBe(4040);
      expect((await lookUp(operationId, trackingNo, '13900000009')).json).toEqual(locked(LOCKED_15));
      expect((await lookUp(operationId, trackingNo, verifier)).json).toEqual(locked(LOCKED_15));
      clock += 15 * MINUTE;
      expect((await lookUp(operationId, trackingNo, verifier)).json.code).toBe(200);
    });
  }

  it('queryWebsiteInteractionInfo locks a number after 5 wrong phones', async () => {
    const { trackingNo, phone } = file.server.portal.db
      .prepare("SELECT tracking_no AS trackingNo, phone FROM message_board WHERE channel = 'interaction' AND phone IS NOT NULL ORDER BY id DESC LIMIT 1")
      .get() as { trackingNo: string; phone: string };
    expect((await lookUp('queryWebsiteInteractionInfo', trackingNo, phone)).json.code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await lookUp('queryWebsiteInteractionInfo', trackingNo, `1390000000${i}`)).json.code).toBe(4040);
    expect((await lookUp('queryWebsiteInteractionInfo', trackingNo, '13900000009')).json).toEqual(locked(LOCKED_15));
    expect((await lookUp('queryWebsiteInteractionInfo', trackingNo, phone)).json).toEqual(locked(LOCKED_15));
    clock += 15 * MINUTE;
    expect((await lookUp('queryWebsiteInteractionInfo', trackingNo, phone)).json.code).toBe(200);
  });

  it('verifyEleGuarantee locks a guarantee number after 5 wrong verification codes', async () => {
    const { guaranteeNo, verifyCode } = file.server.portal.db
      .prepare('SELECT guarantee_no AS guaranteeNo, verify_code AS verifyCode FROM ele_guarantee ORDER BY id DESC LIMIT 1')
      .get() as { guaranteeNo: string; verifyCode: string };
    const verify = (code: string) => get(`${addressOf('verifyEleGuarantee')}?guaranteeNo=${guaranteeNo}&verifyCode=${code}`);
    const message = '验证信息连续错误5次，该保函编号的查询已锁定，请15分钟后再试';
    expect((await verify(verifyCode)).json.code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await verify(`ZZZZZZZ${i + 2}`)).json.code).toBe(4040);
    expect((await verify('ZZZZZZZ9')).json).toEqual({ code: 202, msg: message, errors: { guaranteeNo: message } });
    expect((await verify(verifyCode.toLowerCase())).json).toEqual({ code: 202, msg: message, errors: { guaranteeNo: message } });
    clock += 15 * MINUTE;
    expect((await verify(verifyCode)).json.code).toBe(200);
  });
});

describe('the lock’s state', () => {
  it('keeps at most 5 failures per known number, however many guesses', () => {
    const { db } = file.server.portal;
    const lock = lookupLock(db, 'test');
    let now = clock;
    for (let round = 0; round < 20; round++) {
      for (let i = 0; i < LOOKUP_LOCK.failures; i++) lock.fail('XS202611200001', true, now);
      now += LOOKUP_LOCK.lockMs;
    }
    expect(db.prepare("SELECT count(*) FROM lookup_failure WHERE scope = 'test'").pluck().get()).toBeLessThanOrEqual(LOOKUP_LOCK.failures);
  });

  it(`remembers at most ${UNKNOWN_NUMBERS_KEPT} unknown numbers, forgetting the oldest first`, () => {
    const lock = lookupLock(file.server.portal.db, 'test');
    const now = clock;
    for (let i = 0; i < LOOKUP_LOCK.failures; i++) lock.fail('XS209901010001', false, now);
    expect(lock.lockedUntil('XS209901010001', false, now)).toBe(now + LOOKUP_LOCK.lockMs);
    for (let i = 0; i < UNKNOWN_NUMBERS_KEPT; i++) lock.fail(`XS20990102${String(i).padStart(4, '0')}`, false, now);
    expect(lock.lockedUntil('XS209901010001', false, now)).toBeNull();
    expect(lock.lockedUntil(`XS20990102${String(UNKNOWN_NUMBERS_KEPT - 1).padStart(4, '0')}`, false, now)).toBeNull();
  });
});
