// How the archive, the report and the declarations show a credit subject (spec §3 "not shown": the
// fields are the registration data of the subjects feature).
import type { Database } from 'better-sqlite3';
import type { Schema } from '../../kernel/handler.js';
import { invalid } from '../../kernel/reply.js';

export const KIND_NAMES = {
  enterprise: '企业法人',
  individualBusiness: '个体工商户',
  socialOrganisation: '社会组织',
  institution: '事业单位',
} as const;

export type SubjectKind = keyof typeof KIND_NAMES;

/** A subject with its registration data, as the report and the declarations show it. */
export type SubjectRegistration = Schema<'SubjectRegistration'>;

export const SUBJECT_COLUMNS = `CAST(e.id AS TEXT) AS id, e.name, e.credit_code AS creditCode, e.kind, e.legal_person AS legalPerson,
  e.established_date AS establishedDate, e.status, e.district`;

const REGISTRATION_COLUMNS = `${SUBJECT_COLUMNS}, e.registered_capital AS registeredCapital, e.address, e.industry,
  e.business_scope AS businessScope, e.registration_authority AS registrationAuthority`;

export const withKindName = <T extends { kind: SubjectKind }>(row: T): T & { kindName: (typeof KIND_NAMES)[SubjectKind] } => ({
  ...row,
  kindName: KIND_NAMES[row.kind],
});

export function subjectByCode(db: Database, creditCode: string): SubjectRegistration | undefined {
  const row = db.prepare(`SELECT ${REGISTRATION_COLUMNS} FROM enterprise e WHERE e.credit_code = ?`).get(creditCode) as
    | Omit<SubjectRegistration, 'kindName'>
    | undefined;
  return row ? withKindName(row) : undefined;
}

export function subjectById(db: Database, id: number): SubjectRegistration | undefined {
  const row = db.prepare(`SELECT ${REGISTRATION_COLUMNS} FROM enterprise e WHERE e.id = ?`).get(id) as
    | Omit<SubjectRegistration, 'kindName'>
    | undefined;
  return row ? withKindName(row) : undefined;
}

/** The 202 answer for a code whose GB 32100 check character is wrong (a schema cannot check it). */
export const checkCharacterFailure = (field: string) => invalid(field, '统一社会信用代码校验位不正确');
