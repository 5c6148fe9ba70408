// The report templates and the demo enterprise's applications and shares in every state.
import { CITY } from '../../seed/city.js';
import type { Database } from 'better-sqlite3';
import type { Random } from '../../kernel/random.js';
import { formatCst, parseCst } from '../../kernel/time.js';
import type { SeedContext } from '../../kernel/feature.js';
import { DAY, MINUTE, type NewApplication, insertApplication } from './store.js';

const TEMPLATES = [
  { name: '公共信用信息报告（标准版）', scope: '一般性信用状况证明、合作方资信审查', contents: '登记信息、行政许可、行政处罚、守信激励、失信惩戒、信用承诺', validDays: 90 },
  { name: '专项信用报告（招投标）', scope: '参加政府采购、工程招标投标活动', contents: '登记信息、行政处罚、失信惩戒、合同履约、信用承诺', validDays: 30 },
  { name: '专项信用报告（融资）', scope: '向金融机构申请贷款、融资担保', contents: '登记信息、行政许可、行政处罚、守信激励、失信惩戒、纳税信用', validDays: 30 },
  { name: '专项信用报告（评优评先）', scope: '申报评优评先、政府专项资金和政策扶持', contents: '登记信息、行政处罚、守信激励、失信惩戒', validDays: 60 },
  { name: '专项信用报告（行政审批）', scope: '办理行政审批、资质认定和年度审验', contents: '登记信息、行政许可、行政处罚、失信惩戒、信用承诺', validDays: 60 },
] as const;

const PURPOSES: readonly (readonly string[])[] = [
  ['与合作方签订年度供货合同前的资信证明', '申请加入行业协会', '银行开户资信证明'],
  [`参加${CITY.name}公共资源交易中心工程项目投标`, '参加政府采购项目投标', '参加国有企业集中采购投标'],
  ['向兴业银行申请“信易贷·税易贷”', `向${CITY.short}农商银行申请流动资金贷款`, '申请政策性融资担保'],
  ['申报“守合同重信用”企业', '申报市级诚信示范企业', '申请技术改造专项资金'],
  ['办理建筑业企业资质延续', '办理食品经营许可变更', '申请道路运输经营许可'],
];

function officeTime(random: Random, asOf: number, min: number, max: number): number {
  const day = Math.floor(asOf / DAY) * DAY - random.int(min, max) * DAY;
  return Math.min(asOf - MINUTE, day + (30 + random.int(0, 540)) * MINUTE);
}

export function seedReportApplications(db: Database, context: SeedContext): void {
  const random = context.random('report-apply');
  const { asOf } = context;
  const insertTemplate = db.prepare('INSERT INTO report_template (id, name, scope, contents, valid_days, sort) VALUES (?, ?, ?, ?, ?, ?)');
  TEMPLATES.forEach((t, i) => insertTemplate.run(i + 1, t.name, t.scope, t.contents, t.validDays, i + 1));

  const demo = db.prepare("SELECT id, name, enterprise_id AS enterpriseId, phone FROM user_account WHERE username = 'qiye'").get() as
    | { id: number; name: string; enterpriseId: number; phone: string }
    | undefined;
  const organisation = db.prepare("SELECT enterprise_id AS enterpriseId FROM user_account WHERE username = 'zuzhi'").get() as { enterpriseId: number } | undefined;
  const others = (db.prepare("SELECT id FROM enterprise WHERE kind = 'enterprise' AND status = '存续' ORDER BY id LIMIT 200").all() as { id: number }[])
    .map((row) => row.id)
    .filter((id) => id !== demo?.enterpriseId);
  const contacts = ['林建国', '陈丽华', '黄志明', '吴秀英', '郑海燕', '翁振华'];

  const drafts: Omit<NewApplication, 'id'>[] = [];
  const draft = (userId: number | null, enterpriseId: number, daysAgo: number, pending: boolean, phone?: string) => {
    const templateIndex = random.int(0, TEMPLATES.length - 1);
    const template = TEMPLATES[templateIndex] as (typeof TEMPLATES)[number];
    const appliedAt = officeTime(random, asOf, daysAgo, daysAgo);
    drafts.push({
      userId, enterpriseId, templateId: templateIndex + 1, validDays: template.validDays,
      purpose: random.pick(PURPOSES[templateIndex] as readonly string[]), contactName: random.pick(contacts),
      contactPhone: phone ?? `13${random.int(0, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      appliedAt, readyAt: pending ? null : appliedAt + random.int(30, 240) * MINUTE,
    });
  };
  // The demo enterprise: two awaiting review, the rest generated, the older ones expired by now.
  if (demo) {
    [1, 3].forEach((d) => draft(demo.id, demo.enterpriseId, d, true, demo.phone));
    for (let i = 0; i < 18; i++) draft(demo.id, demo.enterpriseId, random.int(2, 600), false, demo.phone);
  }
  // Other enterprises' reports, some of which they share with the demo enterprise and organisation.
  for (let i = 0; i < 40; i++) draft(null, random.pick(others), random.int(1, 60), false);
  drafts.sort((a, b) => a.appliedAt - b.appliedAt);
  drafts.forEach((d, index) => insertApplication(db, { ...d, id: index + 1 }));

  const insertShare = db.prepare('INSERT INTO report_share (application_id, target_enterprise_id, valid_until, shared_at, stopped_at) VALUES (?, ?, ?, ?, ?)');
  const generated = db.prepare('SELECT id, enterprise_id AS enterpriseId, ready_at AS readyAt, expires_at AS expiresAt FROM report_application WHERE ready_at IS NOT NULL ORDER BY id').all() as {
    id: number; enterpriseId: number; readyAt: string; expiresAt: string;
  }[];
  const share = (app: (typeof generated)[number], target: number) => {
    const sharedAt = Math.min(asOf - MINUTE, parseCst(app.readyAt) + random.int(1, 5) * DAY);
    const validUntil = Math.min(parseCst(app.expiresAt), sharedAt + random.int(7, 30) * DAY);
    const stopped = random.chance(0.15) ? formatCst(Math.min(asOf - MINUTE, sharedAt + 2 * DAY)) : null;
    insertShare.run(app.id, target, `${formatCst(validUntil).slice(0, 10)} 23:59:59`, formatCst(sharedAt), stopped);
  };
  const ofOthers = generated.filter((a) => a.enterpriseId !== demo?.enterpriseId);
  if (demo) {
    for (const app of generated.filter((a) => a.enterpriseId === demo.enterpriseId)) {
      for (const target of random.sample(others, random.int(0, 2))) share(app, target);
    }
    for (const app of random.sample(ofOthers, 12)) share(app, demo.enterpriseId);
  }
  if (organisation) for (const app of random.sample(ofOthers, 4)) share(app, organisation.enterpriseId);
}
