// Applications as both the seed and the apply operation store them, numbered by day, and the back
// office's timing (a report is generated REPORT_PROCESSING_MS after the application).
import type { Database } from 'better-sqlite3';
import { formatCst } from '../../kernel/time.js';

export const MINUTE = 60 * 1000;

export const DAY = 24 * 60 * MINUTE;

/** The reference server plays the back office: a new application's report is generated 10 minutes later. */
export const REPORT_PROCESSING_MS = 10 * MINUTE;

const day8 = (time: string): string => time.slice(0, 10).replace(/-/g, '');

const seq = (id: number): string => String(id).padStart(6, '0');

export interface NewApplication {
  id: number;
  userId: number | null;
  enterpriseId: number;
  templateId: number;
  validDays: number;
  purpose: string;
  contactName: string;
  contactPhone: string;
  appliedAt: number;
  /** null while awaiting review. */
  readyAt: number | null;
}

export function insertApplication(db: Database, a: NewApplication): string {
  const applied = formatCst(a.appliedAt);
  const ready = a.readyAt === null ? null : formatCst(a.readyAt);
  const applyNo = `BGSQ${day8(applied)}${seq(a.id)}`;
  db.prepare(
    `INSERT INTO report_application (id, apply_no, user_id, enterprise_id, template_id, purpose, contact_name, contact_phone,
       applied_at, ready_at, report_no, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    a.id, applyNo, a.userId, a.enterpriseId, a.templateId, a.purpose, a.contactName, a.contactPhone, applied, ready,
    `XYBG${day8(ready ?? applied)}${seq(a.id)}`, a.readyAt === null ? null : formatCst(a.readyAt + a.validDays * DAY),
  );
  return applyNo;
}
