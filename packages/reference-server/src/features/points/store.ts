// Declarations as both the seed and the declare operation store them: numbered per scheme and day.
import type { Database } from 'better-sqlite3';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import { REJECTIONS, type PointSubject } from './catalog.js';

export const DAY = 24 * 60 * 60 * 1000;

/** Who reviews declarations. */
export const REVIEWER = '市社会信用体系建设领导小组办公室';

const PREFIX: Record<PointSubject, string> = { enterprise: 'JFQY', person: 'JFGR' };

export const declareNumber = (kind: PointSubject, submittedAt: string, id: number): string =>
  `${PREFIX[kind]}${submittedAt.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

interface DeclarationDraft {
  id: number;
  kind: PointSubject;
  user: { id: number; enterpriseId: number | null; personId: number | null };
  target: { id: number; points: number };
  submittedAt: number;
  occurred: string;
  files: string[];
  description: string;
  phone: string;
  /** For seeded declarations: the review so far, depending on age. */
  asOf?: number;
  random?: Random;
}

/** Stores a declaration and its trail. Seeded ones have been reviewed as far as their age allows. */
export function insertDeclaration(db: Database, d: DeclarationDraft): string {
  const submitted = formatCst(d.submittedAt);
  const declareNo = declareNumber(d.kind, submitted, d.id);
  const steps: { status: string; opinion: string | null; points: number | null; at: number; operator: string }[] = [
    { status: '已提交', opinion: null, points: null, at: d.submittedAt, operator: '申报人' },
  ];
  if (d.asOf !== undefined && d.random) {
    const age = (d.asOf - d.submittedAt) / DAY;
    if (age >= 3) steps.push({ status: '审核中', opinion: '材料已接收，正在核实', points: null, at: d.submittedAt + d.random.int(1, 2) * DAY, operator: REVIEWER });
    if (age >= 20) {
      const passed = d.random.chance(0.8);
      steps.push({
        status: passed ? '已通过' : '未通过',
        opinion: passed ? `经核实，符合认定标准，给予加${d.target.points}分` : d.random.pick(REJECTIONS),
        points: passed ? d.target.points : null,
        at: d.submittedAt + d.random.int(5, 15) * DAY,
        operator: REVIEWER,
      });
    }
  }
  const last = steps.at(-1) as (typeof steps)[number];
  db.prepare(
    `INSERT INTO point_declaration (id, declare_no, subject_kind, user_id, enterprise_id, person_id, target_id, description, occurred_date,
       contact_phone, file_ids, status, points_granted, opinion, submitted_at, reviewed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    d.id, declareNo, d.kind, d.user.id, d.kind === 'enterprise' ? d.user.enterpriseId : null, d.kind === 'person' ? d.user.personId : null,
    d.target.id, d.description, d.occurred, d.phone, JSON.stringify(d.files), last.status, last.points, last.opinion, submitted,
    steps.length > 1 ? formatCst(last.at) : null,
  );
  const insertStep = db.prepare('INSERT INTO point_declaration_step (declaration_id, status, operator, opinion, points, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const step of steps) insertStep.run(d.id, step.status, step.operator, step.opinion, step.points, formatCst(step.at));
  return declareNo;
}
