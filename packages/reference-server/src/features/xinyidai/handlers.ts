// The financing platform's operations: city and district statistics, financing demands, dockings and the
// institutions, all read from the finance feature's tables.
import { CITY } from '../../seed/city.js';
import type { Database } from 'better-sqlite3';
import { fail, ok } from '../../kernel/reply.js';
import type { Handler, Handlers, Schema } from '../../kernel/handler.js';
import { INSTITUTION_COLUMNS, maskApplicant } from '../finance/handlers.js';
import { likePattern } from '../../kernel/sql.js';
import { offsetOf } from '../../kernel/paging.js';

interface Area {
  id: string;
  name: string;
  /** The `district` values (subjects, institutions) the area covers. */
  districts: readonly string[];
}

/**
 * The city and its county-level divisions (GB/T 2260). The functional zones report with the division
 * they lie in (the city's folder says which), so the districts of the map add up to the city.
 */
export const DISTRICT_AREAS: readonly Area[] = CITY.divisions
  .filter((d) => !d.zoneOf)
  .sort((a, b) => a.code.localeCompare(b.code))
  .map((d) => ({ id: d.code, name: d.name, districts: [d.name, ...CITY.divisions.filter((zone) => zone.zoneOf === d.name).map((zone) => zone.name)] }));

export const CITY_AREA: Area = { id: CITY.divisionCode, name: CITY.name, districts: DISTRICT_AREAS.flatMap((a) => a.districts) };

const areaById = (id: unknown): Area | undefined => [CITY_AREA, ...DISTRICT_AREAS].find((a) => a.id === id);

const areaOfDistrict = (district: string): string => DISTRICT_AREAS.find((a) => a.districts.includes(district))?.name ?? district;

const placeholders = (items: readonly unknown[]): string => items.map(() => '?').join(', ');

/**
 * The platform's figures for an area: institutions registered there and their products, the area's
 * enterprises (every market subject is registered from the market-supervision data), and the
 * financing demands of those enterprises with the amounts granted (授信) and lent (放款), in 万元.
 */
function statistics(db: Database, area: Area): Schema<'AreaStatistics'> {
  const d = area.districts;
  const row = db
    .prepare(
      `SELECT (SELECT count(*) FROM finance_institution WHERE district IN (${placeholders(d)})) AS institutionCount,
              (SELECT count(*) FROM finance_product p JOIN finance_institution i ON i.id = p.institution_id
                 WHERE i.district IN (${placeholders(d)})) AS productCount,
              (SELECT count(*) FROM enterprise WHERE kind IN ('enterprise', 'individualBusiness') AND district IN (${placeholders(d)})) AS enterpriseCount,
              count(a.id) AS demandCount,
              coalesce(sum(a.credit_amount), 0) AS creditAmount,
              coalesce(sum(a.loan_amount), 0) AS loanAmount
         FROM finance_application a JOIN enterprise e ON e.id = a.enterprise_id
        WHERE e.district IN (${placeholders(d)})`,
    )
    .get(...d, ...d, ...d, ...d) as Omit<Schema<'AreaStatistics'>, 'areaId' | 'areaName'>;
  return { areaId: area.id, areaName: area.name, ...row };
}

/** cityStatisticsData/{id}: the figures of the city (350300) or of one of its districts. */
const getCityStatisticsData: Handler<'getCityStatisticsData'> = ({ params }, { db }) => {
  const area = areaById(params.id);
  return area ? ok(statistics(db, area)) : fail(4040);
};

/** cityStatisticsMap/{id}: the same figures per district, for the map; a district answers itself alone. */
const getCityStatisticsMap: Handler<'getCityStatisticsMap'> = ({ params }, { db }) => {
  const area = areaById(params.id);
  if (!area) return fail(4040);
  const areas = area.id === CITY_AREA.id ? DISTRICT_AREAS : [area];
  return ok(areas.map((a) => statistics(db, a)));
};

/** A demand or docking as SQLite gives it: the applicant unmasked and its district instead of the area. */
type DemandRow<Shown> = Omit<Shown, 'enterpriseName' | 'areaName'> & { applicantName: string; district: string };

/** What the lists of the platform filter by. */
interface AreaQuery {
  keyword?: string;
  areaId?: string;
  kind?: string;
}

function demandFilter(query: AreaQuery, extra: string[]): { where: string; args: unknown[] } {
  const where = ['a.enterprise_id IS NOT NULL', ...extra];
  const args: unknown[] = [];
  const area = query.areaId ? areaById(query.areaId) : undefined;
  if (area) { where.push(`e.district IN (${placeholders(area.districts)})`); args.push(...area.districts); }
  for (const word of String(query.keyword ?? '').trim().split(/\s+/).filter(Boolean)) {
    where.push("(p.name LIKE ? ESCAPE '\\' OR i.name LIKE ? ESCAPE '\\' OR a.purpose LIKE ? ESCAPE '\\')");
    args.push(likePattern(word), likePattern(word), likePattern(word));
  }
  return { where: where.join(' AND '), args };
}

const DEMAND_FROM = `finance_application a JOIN enterprise e ON e.id = a.enterprise_id
  JOIN finance_product p ON p.id = a.product_id JOIN finance_institution i ON i.id = p.institution_id`;

/** financingPage: enterprises' financing demands (企业融资需求), newest first, enterprise names masked. */
const getFinancingPage: Handler<'getFinancingPage'> = ({ query }, { db }) => {
  const { pageNo, pageSize, status } = query;
  const { where, args } = demandFilter(query, status ? ['a.status = ?'] : []);
  if (status) args.unshift(status);
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${DEMAND_FROM} WHERE ${where}`).get(...args) as { total: number };
  const rows = db
    .prepare(
      `SELECT CAST(a.id AS TEXT) AS id, a.applicant_name AS applicantName, e.district, e.industry, p.name AS productName,
              i.short_name AS institutionName, a.amount, a.term, a.purpose, a.status, a.applied_at AS publishTime
         FROM ${DEMAND_FROM} WHERE ${where} ORDER BY a.applied_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as DemandRow<Schema<'FinancingDemand'>>[];
  const records = rows.map(({ applicantName, district, ...rest }) => ({
    ...rest, enterpriseName: maskApplicant(applicantName, false), areaName: areaOfDistrict(district),
  }));
  return ok({ records, total, size: pageSize, current: pageNo });
};

/** dockingPage: successful dockings (对接成功案例): demands that ended in a loan, latest loan first. */
const getDockingPage: Handler<'getDockingPage'> = ({ query }, { db }) => {
  const { pageNo, pageSize } = query;
  const { where, args } = demandFilter(query, ["a.status = '已放款'"]);
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${DEMAND_FROM} WHERE ${where}`).get(...args) as { total: number };
  const rows = db
    .prepare(
      `SELECT CAST(a.id AS TEXT) AS id, a.applicant_name AS applicantName, e.district, e.industry, p.name AS productName,
              p.product_type AS productType, i.name AS institutionName, a.credit_amount AS creditAmount,
              a.loan_amount AS loanAmount, a.term, a.purpose, a.handled_at AS loanTime
         FROM ${DEMAND_FROM} WHERE ${where} ORDER BY a.handled_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as DemandRow<Omit<Schema<'DockingCase'>, 'summary'>>[];
  const records = rows.map(({ applicantName, district, ...rest }) => {
    const enterpriseName = maskApplicant(applicantName, false);
    return {
      ...rest,
      enterpriseName,
      areaName: areaOfDistrict(district),
      summary: `${enterpriseName}（${rest.industry}）通过信易贷平台申请“${rest.productName}”，${rest.institutionName}完成授信并发放贷款${rest.loanAmount}万元，用于${rest.purpose}。`,
    };
  });
  return ok({ records, total, size: pageSize, current: pageNo });
};

const INSTITUTION_FIGURES = `
  (SELECT count(*) FROM finance_application a JOIN finance_product p ON p.id = a.product_id
     WHERE p.institution_id = i.id AND a.status = '已放款') AS loanCount,
  (SELECT coalesce(sum(a.loan_amount), 0) FROM finance_application a JOIN finance_product p ON p.id = a.product_id
     WHERE p.institution_id = i.id AND a.status = '已放款') AS loanAmount`;

function institutionFilter(query: AreaQuery): { where: string; args: unknown[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  const area = query.areaId ? areaById(query.areaId) : undefined;
  if (area) { where.push(`i.district IN (${placeholders(area.districts)})`); args.push(...area.districts); }
  if (query.kind) { where.push('i.kind = ?'); args.push(query.kind); }
  const keyword = String(query.keyword ?? '').trim();
  if (keyword) { where.push("(i.name LIKE ? ESCAPE '\\' OR i.short_name LIKE ? ESCAPE '\\')"); args.push(likePattern(keyword), likePattern(keyword)); }
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', args };
}

/** financialList: every institution of the platform (or of an area) with its figures, in joining order. */
const getXydFinancialList: Handler<'getXydFinancialList'> = ({ query }, { db }) => {
  const { where, args } = institutionFilter(query);
  return ok(db.prepare(`SELECT ${INSTITUTION_COLUMNS}, ${INSTITUTION_FIGURES} FROM finance_institution i ${where} ORDER BY i.joined_at, i.id`).all(...args) as Schema<'InstitutionFigures'>[]);
};

/** financialPage: the institutions one page at a time, filtered by name, kind and area. */
const getXydFinancialPage: Handler<'getXydFinancialPage'> = ({ query }, { db }) => {
  const { pageNo, pageSize } = query;
  const { where, args } = institutionFilter(query);
  const { total } = db.prepare(`SELECT count(*) AS total FROM finance_institution i ${where}`).get(...args) as { total: number };
  const records = db
    .prepare(`SELECT ${INSTITUTION_COLUMNS}, ${INSTITUTION_FIGURES} FROM finance_institution i ${where} ORDER BY i.joined_at, i.id LIMIT ? OFFSET ?`)
    .all(...args, pageSize, offsetOf(pageNo, pageSize)) as Schema<'InstitutionFigures'>[];
  return ok({ records, total, size: pageSize, current: pageNo });
};

export const handlers: Handlers = {
  getCityStatisticsData,
  getCityStatisticsMap,
  getFinancingPage,
  getDockingPage,
  getXydFinancialList,
  getXydFinancialPage,
};
