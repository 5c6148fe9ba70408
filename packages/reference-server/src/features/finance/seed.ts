// The 信易贷 platform's institutions (with their drawn logos), loan products, applications and favourites,
// from the feature's own random streams.
import type { Database } from 'better-sqlite3';
import { CITY } from '../../seed/city.js';
import type { Random } from '../../kernel/random.js';
import { formatCst } from '../../kernel/time.js';
import { personName } from '../subjects/names.js';
import type { SeedContext } from '../../kernel/feature.js';
import { INSTITUTIONS, PRODUCT_TEMPLATES, REJECTION_REASONS, type InstitutionDraft } from './catalog.js';
import { escapeHtml } from '../../kernel/html.js';

const DAY = 24 * 60 * 60 * 1000;
/** A round seal with the institution's short name: the logo its cards and leaderboards show. */
export function drawInstitutionLogo(institution: Pick<InstitutionDraft, 'short' | 'color'>): string {
  const font = "'Noto Sans CJK SC','Source Han Sans SC','Microsoft YaHei',sans-serif";
  const label = institution.short.slice(0, 6);
  const size = Math.min(22, Math.floor(150 / Math.max(label.length, 3)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" role="img" aria-label="${escapeHtml(institution.short)}">` +
    `<rect width="200" height="80" rx="6" fill="#ffffff"/>` +
    `<circle cx="36" cy="40" r="24" fill="${institution.color}"/>` +
    `<text x="36" y="48" font-family="${font}" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeHtml(label[0] ?? '')}</text>` +
    `<text x="68" y="47" font-family="${font}" font-size="${size}" font-weight="700" fill="${institution.color}">${escapeHtml(label)}</text>` +
    `</svg>`
  );
}

/** The tracking number of a financing application: JR + application date + sequence (e.g. JR20261122000123). */
export const applyNumber = (appliedAt: string, id: number): string => `JR${appliedAt.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

const round = (value: number, step: number): number => Math.round(value / step) * step;

/** A time `daysAgoMax`..`daysAgoMin` days before `asOf`, during office hours. */
function officeTime(random: Random, asOf: number, daysAgoMin: number, daysAgoMax: number): number {
  const day = Math.floor(asOf / DAY) * DAY - random.int(daysAgoMin, daysAgoMax) * DAY;
  // 08:30–17:30 China Standard Time is 00:30–09:30 UTC.
  return Math.min(asOf - 60_000, day + (30 + random.int(0, 540)) * 60_000 + random.int(0, 59) * 1000);
}

interface Applicant {
  enterpriseId: number | null;
  personId: number | null;
  name: string;
  creditCode: string | null;
}

export function seedFinance(db: Database, context: SeedContext): void {
  const random = context.random('finance');
  const { asOf } = context;
  const created = formatCst(asOf);

  const insertPicture = db.prepare('INSERT INTO picture (id, content_type, body, created_at) VALUES (?, ?, ?, ?)');
  const insertInstitution = db.prepare(
    `INSERT INTO finance_institution (id, name, short_name, kind, district, address, phone, logo_picture_id, introduction, joined_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  INSTITUTIONS.forEach((inst, index) => {
    const id = index + 1;
    const pictureId = `finance-logo-${id}`;
    insertPicture.run(pictureId, 'image/svg+xml', Buffer.from(drawInstitutionLogo(inst), 'utf8'), created);
    const introduction =
      inst.kind === '银行'
        ? `${inst.name}是入驻${CITY.name}信易贷平台的金融机构，面向${inst.district}及全市小微企业、个体工商户和农户提供信用贷款、抵押贷款等融资服务。`
        : `${inst.name}是经批准设立的政府性融资担保机构，为${CITY.name}小微企业和“三农”主体提供融资担保增信服务，担保费率不高于1%。`;
    insertInstitution.run(
      id, inst.name, inst.short, inst.kind, inst.district,
      `${CITY.province}${CITY.name}${inst.district}${inst.street}${random.int(1, 999)}号`, inst.phone, pictureId, introduction,
      formatCst(officeTime(random, asOf, 400, 720)),
    );
  });

  // Every institution offers three to five products that fit its kind.
  const insertProduct = db.prepare(
    `INSERT INTO finance_product (id, institution_id, name, product_type, min_amount, max_amount, min_rate, max_rate,
       min_term, max_term, guarantee_mode, target, conditions, features, enterprise_only, featured, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const products: { id: number; template: (typeof PRODUCT_TEMPLATES)[number]; publishedAt: number }[] = [];
  INSTITUTIONS.forEach((inst, index) => {
    const fitting = PRODUCT_TEMPLATES.filter((t) => t.issuer === 'any' || t.issuer === inst.kind);
    for (const template of random.sample(fitting, Math.min(fitting.length, random.int(3, 5)))) {
      const id = products.length + 1;
      const publishedAt = officeTime(random, asOf, 3, 600);
      // Each lender prices within the product's published band.
      const minRate = Math.round((template.rate[0] + random.int(0, 3) * 0.05) * 100) / 100;
      const maxRate = Math.round(Math.max(minRate + 0.3, template.rate[1] - random.int(0, 3) * 0.1) * 100) / 100;
      insertProduct.run(
        id, index + 1, template.name, template.type, template.amount[0], template.amount[1], minRate, maxRate,
        template.term[0], template.term[1], template.guarantee, template.target, template.conditions, template.features,
        template.enterpriseOnly ? 1 : 0, random.chance(0.2) ? 1 : 0, formatCst(publishedAt),
      );
      products.push({ id, template, publishedAt });
    }
  });

  const enterprises = db
    .prepare(
      `SELECT id, name, credit_code AS creditCode FROM enterprise
        WHERE kind IN ('enterprise', 'individualBusiness') AND status IN ('存续', '在业') ORDER BY id`,
    )
    .all() as { id: number; name: string; creditCode: string }[];
  const persons = db.prepare('SELECT id, name FROM person ORDER BY id').all() as { id: number; name: string }[];
  const accounts = db.prepare('SELECT id, user_type AS userType, enterprise_id AS enterpriseId, person_id AS personId, name, phone FROM user_account').all() as {
    id: number; userType: number; enterpriseId: number | null; personId: number | null; name: string; phone: string;
  }[];

  const insertApplication = db.prepare(
    `INSERT INTO finance_application (id, apply_no, product_id, user_id, enterprise_id, person_id, applicant_name, credit_code,
       amount, term, purpose, contact_name, contact_phone, status, credit_amount, loan_amount, opinion, applied_at, handled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let nextId = 1;
  const apply = (applicant: Applicant, userId: number | null, product: (typeof products)[number], appliedAt: number, phone?: string) => {
    const t = product.template;
    const age = (asOf - appliedAt) / DAY;
    const amountStep = t.amount[1] >= 100 ? 10 : 1;
    const amount = Math.max(t.amount[0], Math.min(t.amount[1], round(t.amount[0] + random.next() ** 2 * (t.amount[1] - t.amount[0]), amountStep)));
    const term = random.pick([t.term[0], t.term[1], Math.min(t.term[1], Math.max(t.term[0], 12))]);
    // Recent applications are still being handled; older ones have an outcome.
    const status = age < 5 ? '已提交' : age < 25 ? (random.chance(0.8) ? '受理中' : '未通过') : random.chance(0.78) ? '已放款' : '未通过';
    const granted = status === '已放款' ? round(amount * random.pick([1, 1, 0.9, 0.8]), amountStep) : null;
    const lent = granted === null ? null : round(granted * random.pick([1, 1, 1, 0.8]), amountStep);
    const opinion =
      status === '未通过' ? random.pick(REJECTION_REASONS) : status === '已放款' ? `经审查符合准入条件，授信${granted}万元，已发放贷款${lent}万元` : status === '受理中' ? '已受理，客户经理将在3个工作日内联系您' : null;
    const handledAt = status === '已提交' ? null : formatCst(Math.min(asOf - 60_000, appliedAt + random.int(1, 12) * DAY));
    const id = nextId++;
    const appliedText = formatCst(appliedAt);
    const contact = applicant.personId !== null ? applicant.name : personName(random);
    insertApplication.run(
      id, applyNumber(appliedText, id), product.id, userId, applicant.enterpriseId, applicant.personId, applicant.name,
      applicant.creditCode, amount, term, random.pick(t.purposes), contact,
      phone ?? `1${random.pick([3, 5, 8, 7, 9])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
      status, granted, lent, opinion, appliedText, handledAt,
    );
  };

  // Applications of the city's enterprises and farmers over the last two years, time-ordered so ids grow with time.
  const drafts: { applicant: Applicant; product: (typeof products)[number]; appliedAt: number }[] = [];
  for (let i = 0; i < 420; i++) {
    const product = random.pick(products);
    const asEnterprise = product.template.enterpriseOnly || random.chance(0.6);
    const applicant: Applicant = asEnterprise
      ? (({ id, name, creditCode }) => ({ enterpriseId: id, personId: null, name, creditCode }))(random.pick(enterprises))
      : (({ id, name }) => ({ enterpriseId: null, personId: id, name, creditCode: null }))(random.pick(persons));
    const earliest = Math.max(1, Math.ceil((asOf - product.publishedAt) / DAY));
    drafts.push({ applicant, product, appliedAt: officeTime(random, asOf, 0, Math.max(0, earliest - 1)) });
  }
  drafts.sort((a, b) => a.appliedAt - b.appliedAt);
  for (const draft of drafts) apply(draft.applicant, null, draft.product, draft.appliedAt);

  // The demo accounts have a history of their own (README: qiye, geren).
  const insertCollect = db.prepare('INSERT OR IGNORE INTO finance_collect (user_id, product_id, collected_at) VALUES (?, ?, ?)');
  for (const account of accounts) {
    if (account.userType === 3) continue;
    const enterprise = account.enterpriseId === null ? undefined : (db.prepare('SELECT name, credit_code AS creditCode FROM enterprise WHERE id = ?').get(account.enterpriseId) as { name: string; creditCode: string });
    const applicant: Applicant = enterprise
      ? { enterpriseId: account.enterpriseId, personId: null, name: enterprise.name, creditCode: enterprise.creditCode }
      : { enterpriseId: null, personId: account.personId, name: account.name, creditCode: null };
    const eligible = products.filter((p) => account.userType === 2 || !p.template.enterpriseOnly);
    const taken = new Set<number>();
    for (const daysAgo of [200, 60, 12, 2]) {
      const appliedAt = officeTime(random, asOf, daysAgo, daysAgo);
      const product = random.pick(eligible.filter((p) => p.publishedAt < appliedAt && !taken.has(p.id)));
      taken.add(product.id);
      apply(applicant, account.id, product, appliedAt, account.phone);
    }
    for (const product of random.sample(eligible, 5)) insertCollect.run(account.id, product.id, formatCst(officeTime(random, asOf, 1, 90)));
  }
}
