// The lists' operations: the city credit ranking, the member units and contract performance.
import { fail, ok } from '../../kernel/reply.js';
import type { Handler, Handlers, Schema } from '../../kernel/handler.js';
import { Filter } from '../../kernel/sql.js';
import { pageOf } from '../../kernel/paging.js';

/** `scope` has a default in the contract (province). */
const listPortalCreditRanking: Handler<'listPortalCreditRanking', 'scope'> = ({ query }, { db }) => {
  const { scope } = query;
  const periods = (db.prepare('SELECT DISTINCT period FROM city_credit_ranking WHERE scope = ? ORDER BY period DESC').all(scope) as {
    period: string;
  }[]).map((row) => row.period);
  const period = query.period ?? periods[0];
  if (!period || !periods.includes(period)) return fail(4040);
  const records = db
    .prepare(
      `SELECT rank, name, region_code AS code, score, change FROM city_credit_ranking WHERE scope = ? AND period = ? ORDER BY rank`,
    )
    .all(scope, period) as Schema<'RankingRecord'>[];
  return ok({ scope, period, periods, records });
};

const listMemberUnits: Handler<'listMemberUnits'> = (_request, { db }) =>
  ok(db.prepare('SELECT CAST(id AS TEXT) AS id, name, picture_id AS pictureId, url, sort FROM member_unit ORDER BY sort, id').all() as Schema<'MemberUnit'>[]);

const CONTRACT_COLUMNS = `CAST(p.id AS TEXT) AS id, p.contract_no AS contractNo, p.name, p.contract_type AS contractType,
  p.party_a AS partyA, e.name AS partyB, e.credit_code AS partyBCode, p.amount, p.sign_date AS signDate, p.status,
  p.update_time AS updateTime`;

const getContractPerformancePage: Handler<'getContractPerformancePage'> = ({ body }, { db }) => {
  // The body's pageNo and pageSize have defaults in the contract, which Ajv does not fill in bodies.
  const filters: Partial<Schema<'ContractSearch'>> = body ?? {};
  const filter = new Filter().words(filters.keyword, ['p.name', 'p.party_a', 'e.name', 'e.credit_code', 'p.contract_no']);
  if (filters.status) filter.add('p.status = ?', filters.status);
  if (filters.contractType) filter.add('p.contract_type = ?', filters.contractType);
  return ok(
    pageOf<Schema<'ContractSummary'>>(
      db,
      { select: CONTRACT_COLUMNS, from: 'contract_performance p JOIN enterprise e ON e.id = p.enterprise_id', filter, orderBy: 'p.sign_date DESC, p.id DESC' },
      { pageNo: filters.pageNo ?? 1, pageSize: filters.pageSize ?? 15 },
    ),
  );
};

const getContractPerformanceDetail: Handler<'getContractPerformanceDetail'> = ({ body }, { db }) => {
  const { id } = body;
  const row = db
    .prepare(
      `SELECT ${CONTRACT_COLUMNS}, p.party_a_code AS partyACode, p.start_date AS startDate, p.end_date AS endDate,
              p.performance_desc AS performanceDesc, p.breach_desc AS breachDesc, p.district, p.organ
       FROM contract_performance p JOIN enterprise e ON e.id = p.enterprise_id WHERE p.id = ?`,
    )
    .get(id) as (Omit<Schema<'ContractDetail'>, 'breachDesc'> & { breachDesc: string | null }) | undefined;
  if (!row) return fail(4040);
  const { breachDesc, ...rest } = row;
  return ok(breachDesc === null ? rest : { ...rest, breachDesc });
};

export const handlers: Handlers = { listPortalCreditRanking, listMemberUnits, getContractPerformancePage, getContractPerformanceDetail };
