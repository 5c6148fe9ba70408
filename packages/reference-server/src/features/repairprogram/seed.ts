// The credit centre's operators and the program's history: cancellations of the last months (single, batch,
// from applications, one restored), applications waiting and decided, and the audit lines they left.
import type { Database } from 'better-sqlite3';
import { CITY } from '../../seed/city.js';
import type { SeedContext } from '../../kernel/feature.js';
import type { OperatorSession } from '../../kernel/session.js';
import { formatCst } from '../../kernel/time.js';
import { hashPassword } from '../accounts/session.js';
import { decideApplication, insertApplication } from './applications.js';
import { endPublicity, restorePublicity, type RecordKind } from './records.js';
import { audit } from './session.js';

/** The operators (README): every password is Xiufu@2026. */
export const DEMO_OPERATORS = [
  { account: 'xfcz01', name: '陈丽娟', organ: `${CITY.name}公共信用信息中心` },
  { account: 'xfcz02', name: '黄志明', organ: `${CITY.name}公共信用信息中心` },
  { account: 'xfsh01', name: '林海燕', organ: `${CITY.name}发展和改革委员会信用科` },
] as const;
export const DEMO_OPERATOR_PASSWORD = 'Xiufu@2026';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const STATEMENTS = [
  '已于处罚决定作出后15日内缴清全部罚款，并按执法部门要求完成整改，建立了安全生产和质量管理制度。',
  '已全额缴纳罚款，对违法行为进行了全面整改，组织全体员工参加法律法规培训，承诺今后依法经营。',
  '已履行行政处罚决定，整改报告经执法部门现场核查确认，已参加信用修复专题培训并取得结业证明。',
] as const;
const REASONS = [
  '当事人已履行处罚决定并提交信用承诺书，经审核符合信用修复条件',
  '最短公示期已满，当事人已缴清罚款并完成整改，准予撤销公示',
  '处罚机关来函确认当事人已履行全部义务，准予信用修复',
] as const;

export function seedRepairProgram(db: Database, context: SeedContext): void {
  const random = context.random('repair-program');
  const created = formatCst(context.asOf - 400 * DAY);
  const insert = db.prepare('INSERT INTO repair_operator (account, name, organ, password_hash, created_at) VALUES (?, ?, ?, ?, ?)');
  const operators: OperatorSession[] = DEMO_OPERATORS.map((o) => {
    // A fixed salt keeps the seeded database byte-identical for the same seed.
    const id = Number(insert.run(o.account, o.name, o.organ, hashPassword(DEMO_OPERATOR_PASSWORD, Buffer.from(`repair-${o.account}`)), created).lastInsertRowid);
    return { id, ...o };
  });
  const [first, second] = operators as [OperatorSession, OperatorSession];
  const at = (daysAgo: number) => context.asOf - daysAgo * DAY - random.int(60, 480) * MINUTE;

  // Penalties of enterprises other than the demo account's, old enough to be repaired; the demo enterprise
  // keeps all of its own publicised, so that it can apply for one.
  const demo = db.prepare("SELECT enterprise_id AS id FROM user_account WHERE username = 'qiye'").get() as { id: number | null } | undefined;
  const penalties = (
    db
      .prepare('SELECT p.id, e.name, p.document_no AS documentNo FROM dp_penalty p JOIN enterprise e ON e.id = p.enterprise_id WHERE p.enterprise_id <> ? ORDER BY p.decision_date, p.id LIMIT 40')
      .all(demo?.id ?? -1) as { id: number; name: string; documentNo: string }[]
  );
  const debtors = db
    .prepare('SELECT p.id, e.name, p.case_no AS documentNo FROM dishonest_debtor p JOIN enterprise e ON e.id = p.enterprise_id ORDER BY p.filed_date, p.id LIMIT 4')
    .all() as { id: number; name: string; documentNo: string }[];

  const cancel = (kind: RecordKind, record: { id: number; name: string; documentNo: string }, daysAgo: number, operator: OperatorSession, extra: { source: '单条撤销' | '批量撤销'; batchNo?: string }) => {
    const time = at(daysAgo);
    const basis = kind === 'penalty' ? random.pick(['履行处罚决定并作出信用承诺', '最短公示期届满', '参加信用修复培训'] as const) : '履行处罚决定并作出信用承诺';
    const reason = random.pick(REASONS);
    const id = endPublicity(db, time, operator, { kind, recordId: record.id, basis, reason, ...extra });
    audit(db, time, operator, '撤销公示', record.documentNo, `${kind === 'penalty' ? '行政处罚' : '失信被执行人'} ${record.name}：${basis}`);
    return { id, time };
  };

  // Single cancellations over the last three months, one of them restored later.
  penalties.slice(0, 6).forEach((record, i) => cancel('penalty', record, 80 - i * 14, i % 2 ? second : first, { source: '单条撤销' }));
  const restored = penalties[6];
  if (restored) {
    const { id, time } = cancel('penalty', restored, 20, first, { source: '单条撤销' });
    if (id !== null) {
      const reason = '处罚机关来函告知当事人整改材料不实，恢复公示';
      restorePublicity(db, time + 2 * DAY, second, id, reason);
      audit(db, time + 2 * DAY, second, '恢复公示', restored.documentNo, `${restored.name}：${reason}`);
    }
  }
  const debtor = debtors[0];
  if (debtor) cancel('dishonest', debtor, 12, second, { source: '单条撤销' });
  // One batch of last month.
  penalties.slice(7, 10).forEach((record) => cancel('penalty', record, 35, first, { source: '批量撤销', batchNo: `PLCX${formatCst(at(35)).slice(0, 10).replace(/-/g, '')}0001` }));

  // Applications: decided ones and some waiting.
  const applicants = penalties.slice(10, 16);
  applicants.forEach((record, i) => {
    const owner = db.prepare('SELECT enterprise_id AS id, (SELECT legal_person FROM enterprise WHERE id = enterprise_id) AS person FROM dp_penalty WHERE id = ?').get(record.id) as { id: number; person: string };
    const time = at(30 - i * 5);
    const { id, applyNo } = insertApplication(db, time, {
      recordId: record.id, userId: null, enterpriseId: owner.id, contactName: owner.person,
      contactPhone: `139${String(random.int(0, 99_999_999)).padStart(8, '0')}`, statement: random.pick(STATEMENTS), fileIds: [],
    });
    if (i < 2) {
      const decision = i === 0 ? 'accept' : 'reject';
      const reason = i === 0 ? '材料齐全，已履行处罚决定，准予信用修复' : '未提供罚款缴纳凭证，请补充材料后重新申请';
      decideApplication(db, time + DAY, first, id, decision, reason);
      audit(db, time + DAY, first, decision === 'accept' ? '受理修复申请' : '驳回修复申请', applyNo, `${record.name} ${record.documentNo}：${reason}`);
    }
  });
}
