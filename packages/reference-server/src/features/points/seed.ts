// The targets of both schemes (catalog.ts) and the demo accounts' declarations in every state, with their
// evidence files and review trails.
import type { Database } from 'better-sqlite3';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import type { SeedContext } from '../../kernel/feature.js';
import { DESCRIPTIONS, TARGETS, type PointSubject } from './catalog.js';
import { DAY, declareNumber, insertDeclaration } from './store.js';

/** A minimal one-page PDF (ASCII only, no font needed) standing in for a scanned certificate. */
function evidencePdf(title: string): Buffer {
  const content = `BT /F1 18 Tf 72 760 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function seedPoints(db: Database, context: SeedContext): void {
  const random = context.random('points');
  const insertTarget = db.prepare(
    `INSERT INTO point_target (subject_kind, category, name, points, standard, evidence, evidence_count, max_per_year, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const kind of ['enterprise', 'person'] as const) {
    TARGETS[kind].forEach((t, i) => insertTarget.run(kind, t.category, t.name, t.points, t.standard, t.evidence, t.evidenceCount, t.maxPerYear, i + 1));
  }
  // The demo accounts' history (README: qiye userType 2, geren userType 1).
  const accounts = db
    .prepare('SELECT id, user_type AS userType, enterprise_id AS enterpriseId, person_id AS personId, phone FROM user_account WHERE user_type IN (1, 2) ORDER BY id')
    .all() as { id: number; userType: number; enterpriseId: number | null; personId: number | null; phone: string }[];
  const drafts: { account: (typeof accounts)[number]; kind: PointSubject; submittedAt: number }[] = [];
  for (const account of accounts) {
    const kind: PointSubject = account.userType === 2 ? 'enterprise' : 'person';
    for (let i = 0; i < 24; i++) drafts.push({ account, kind, submittedAt: officeTime(random, context.asOf, 1, 700) });
  }
  drafts.sort((a, b) => a.submittedAt - b.submittedAt);
  const targets = db.prepare('SELECT id, subject_kind AS kind, category, name, points, evidence_count AS evidenceCount FROM point_target').all() as {
    id: number; kind: PointSubject; category: string; name: string; points: number; evidenceCount: number;
  }[];
  const insertFile = db.prepare(
    'INSERT INTO file_object (id, owner_id, name, size, content_type, body, public, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
  );
  drafts.forEach((draft, index) => {
    const target = random.pick(targets.filter((t) => t.kind === draft.kind));
    const submitted = formatCst(draft.submittedAt);
    const files: string[] = [];
    for (let f = 0; f < Math.max(1, target.evidenceCount); f++) {
      const id = `points-evidence-${index + 1}-${f + 1}`;
      const body = evidencePdf(`Evidence ${declareNumber(draft.kind, submitted, index + 1)} (${f + 1})`);
      insertFile.run(id, draft.account.id, `${target.name}证明材料${f + 1}.pdf`.replace(/[（）“”]/g, ''), body.length, 'application/pdf', body, submitted);
      files.push(id);
    }
    const occurred = formatCst(draft.submittedAt - random.int(5, 120) * DAY).slice(0, 10);
    insertDeclaration(db, {
      id: index + 1, kind: draft.kind, user: draft.account, target, submittedAt: draft.submittedAt, occurred, files,
      description: random.pick(DESCRIPTIONS[target.category] ?? ['按指标要求申报']), phone: draft.account.phone, asOf: context.asOf, random,
    });
  });
}

/** A time `min`..`max` days before `asOf`, during office hours (08:30–17:30 CST is 00:30–09:30 UTC). */
function officeTime(random: Random, asOf: number, min: number, max: number): number {
  const day = Math.floor(asOf / DAY) * DAY - random.int(min, max) * DAY;
  return Math.min(asOf - 60_000, day + (30 + random.int(0, 540)) * 60_000);
}
