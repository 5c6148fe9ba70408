// How a guarantee is issued and read: its number and verification code, its premium and validity, and
// the state a reader sees (已失效 is 已出函 past its validity, worked out from the date, never stored).
import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { nextTrackingNo } from '../../kernel/sql.js';
import { formatCst } from '../../kernel/time.js';

/** The verification code's alphabet: no 0/O or 1/I, which readers confuse when typing it from a printed guarantee. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character verification code; `next` is a [0, 1) source (the seed's stream), else a secure random one. */
export function newVerifyCode(next?: () => number): string {
  const pick = () => (next ? Math.floor(next() * CODE_ALPHABET.length) : randomInt(0, CODE_ALPHABET.length));
  return Array.from({ length: 8 }, () => CODE_ALPHABET[pick()]).join('');
}

/** 保费: the amount times the rate (percent), at least the product's minimum, in whole yuan. */
export const premiumOf = (amount: number, product: { rate: number; minPremium: number }): number =>
  Math.max(Math.round((amount * product.rate) / 100), product.minPremium);

const DAY = 24 * 3600_000;

/** Valid from the day of issue to the bid deadline's day plus the tender's validity days (投标有效期). */
export function validityOf(issuedAt: number, bidDeadline: string, validDays: number): { validFrom: string; validTo: string } {
  const deadlineDay = Date.parse(`${bidDeadline.slice(0, 10)}T00:00:00+08:00`);
  return { validFrom: formatCst(issuedAt).slice(0, 10), validTo: formatCst(deadlineDay + validDays * DAY).slice(0, 10) };
}

export interface NewGuarantee {
  verifyCode: string;
  enterpriseId: number;
  userId: number | null;
  applicantName: string;
  applicantCode: string;
  tenderId: number;
  productId: number;
  amount: number;
  premium: number;
  status: '已出函' | '已撤销' | '已理赔';
  contactName: string;
  phone: string;
  email: string | null;
  fileIds: readonly string[];
  /** ms since the epoch: applied and issued (在线出函). */
  at: number;
  validFrom: string;
  validTo: string;
  claimTime?: string | null;
  cancelTime?: string | null;
}

/** Stores a guarantee with the next number of its day; answers its id and number. */
export function issueGuarantee(db: Database, g: NewGuarantee): { id: number; guaranteeNo: string; applyTime: string } {
  const guaranteeNo = nextTrackingNo(db, 'BH', g.at, 'ele_guarantee', 'guarantee_no');
  const applyTime = formatCst(g.at);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO ele_guarantee (guarantee_no, verify_code, enterprise_id, user_id, applicant_name, applicant_code, tender_id, product_id,
         amount, premium, status, contact_name, phone, email, file_ids, apply_time, issue_time, valid_from, valid_to, claim_time, cancel_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      guaranteeNo, g.verifyCode, g.enterpriseId, g.userId, g.applicantName, g.applicantCode, g.tenderId, g.productId, g.amount, g.premium,
      g.status, g.contactName, g.phone, g.email, JSON.stringify(g.fileIds), applyTime, applyTime, g.validFrom, g.validTo,
      g.claimTime ?? null, g.cancelTime ?? null,
    );
  return { id: Number(lastInsertRowid), guaranteeNo, applyTime };
}

/** The state a reader sees, as SQL over `g` (ele_guarantee) and a bound today (yyyy-MM-dd). */
export const STATUS_SQL = `CASE WHEN g.status = '已出函' AND g.valid_to < @today THEN '已失效' ELSE g.status END`;

/** Today in China Standard Time, for STATUS_SQL. */
export const todayOf = (now: number): string => formatCst(now).slice(0, 10);
