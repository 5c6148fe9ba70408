// The credit-plus operations: readers and their loans, bicycle rides, linkage supervision, rewards and
// punishments, and the credit grades of market subjects; persons masked.
import { fail, ok } from '../../kernel/reply.js';
import type { Handler, Handlers, Schema } from '../../kernel/handler.js';
import { maskResidentId } from '../subjects/identifiers.js';
import { creditLevel } from './data.js';
import { Filter } from '../../kernel/sql.js';
import { pageOf } from '../../kernel/paging.js';
import { maskName } from '../../kernel/mask.js';

/** A reader as SQLite gives it: unmasked, without the level of the score. */
type ReaderRow = Omit<Schema<'Reader'>, 'creditLevel'>;

const READER_COLUMNS = `CAST(r.id AS TEXT) AS id, p.name, p.id_number AS idNumber, r.card_no AS cardNo, r.library,
  r.credit_score AS creditScore, r.deposit_waived AS depositWaived, r.opened_at AS openTime,
  (SELECT count(*) FROM creditplus_borrow b WHERE b.reader_id = r.id) AS borrowCount`;

const publicReader = (row: ReaderRow): Schema<'Reader'> => ({
  ...row,
  name: maskName(row.name),
  idNumber: maskResidentId(row.idNumber),
  creditLevel: creditLevel(row.creditScore),
});

const getCreditPlusLibraryPage: Handler<'getCreditPlusLibraryPage'> = ({ query }, { db }) => {
  const filter = new Filter().words(query.keyword, ['r.card_no']);
  if (query.library) filter.add('r.library = ?', query.library);
  const page = pageOf<ReaderRow>(
    db,
    { select: READER_COLUMNS, from: 'creditplus_reader r JOIN person p ON p.id = r.person_id', filter, orderBy: 'r.opened_at DESC, r.id DESC' },
    query,
  );
  return ok({ ...page, records: page.records.map(publicReader) });
};

const getCreditPlusDetail: Handler<'getCreditPlusDetail'> = ({ params }, { db }) => {
  const reader = db
    .prepare(`SELECT ${READER_COLUMNS} FROM creditplus_reader r JOIN person p ON p.id = r.person_id WHERE r.id = ?`)
    .get(params.id) as ReaderRow | undefined;
  if (!reader) return fail(4040);
  const borrows = db
    .prepare(
      `SELECT CAST(id AS TEXT) AS id, book_title AS bookName, borrow_time AS borrowTime, due_time AS dueTime,
              return_time AS returnTime, status
       FROM creditplus_borrow WHERE reader_id = ? ORDER BY borrow_time DESC, id DESC`,
    )
    .all(params.id) as (Omit<Schema<'Borrow'>, 'returnTime'> & { returnTime: string | null })[];
  return ok({
    ...publicReader(reader),
    records: borrows.map(({ returnTime, ...rest }) => (returnTime === null ? rest : { ...rest, returnTime })),
  });
};

const getCreditPlusBicycleRecord: Handler<'getCreditPlusBicycleRecord'> = ({ query }, { db }) => {
  const filter = new Filter().words(query.keyword, ['b.start_place', 'b.end_place', 'b.bike_no']);
  if (query.parking) filter.add('b.parking = ?', query.parking);
  const page = pageOf<Omit<Schema<'BicycleRide'>, 'depositFree'>>(
    db,
    {
      select: `CAST(b.id AS TEXT) AS id, p.name, b.bike_no AS bikeNo, b.credit_score AS creditScore, b.start_time AS startTime,
               b.end_time AS endTime, b.start_place AS startPlace, b.end_place AS endPlace, b.minutes, b.fee, b.parking`,
      from: 'creditplus_bicycle b JOIN person p ON p.id = b.person_id',
      filter,
      orderBy: 'b.start_time DESC, b.id DESC',
    },
    query,
  );
  return ok({ ...page, records: page.records.map((row) => ({ ...row, name: maskName(row.name), depositFree: true })) });
};

const getCreditPlusLinkageSupervision: Handler<'getCreditPlusLinkageSupervision'> = ({ query }, { db }) => {
  const filter = new Filter().words(query.keyword, ['e.name', 'e.credit_code']);
  if (query.measureType) filter.add('l.measure_type = ?', query.measureType);
  return ok(
    pageOf<Schema<'Linkage'>>(
      db,
      {
        select: `CAST(l.id AS TEXT) AS id, e.name AS enterpriseName, e.credit_code AS creditCode, e.industry, l.credit_level AS creditLevel,
                 l.measure_type AS measureType, l.measures, l.organs, l.decision_date AS decisionDate`,
        from: 'creditplus_linkage l JOIN enterprise e ON e.id = l.enterprise_id',
        filter,
        orderBy: 'l.decision_date DESC, l.id DESC',
      },
      query,
    ),
  );
};

const getCreditPlusRewardsPunishments: Handler<'getCreditPlusRewardsPunishments'> = ({ query }, { db }) => {
  const filter = new Filter().words(query.keyword, ['e.name', 'e.credit_code']);
  if (query.caseType) filter.add('c.case_type = ?', query.caseType);
  return ok(
    pageOf<Schema<'RewardPunishCase'>>(
      db,
      {
        select: `CAST(c.id AS TEXT) AS id, e.name AS enterpriseName, e.credit_code AS creditCode, c.case_type AS caseType, c.reason,
                 c.measures, c.organ, c.decision_date AS decisionDate`,
        from: 'creditplus_reward_punish c JOIN enterprise e ON e.id = c.enterprise_id',
        filter,
        orderBy: 'c.decision_date DESC, c.id DESC',
      },
      query,
    ),
  );
};

const getCreditPlusTradeSubjectGrade: Handler<'getCreditPlusTradeSubjectGrade'> = ({ query }, { db }) => {
  const base = new Filter().words(query.keyword, ['e.name', 'e.credit_code']);
  if (query.industry) base.add('g.industry = ?', query.industry);
  const from = 'creditplus_grade g JOIN enterprise e ON e.id = g.enterprise_id';
  // The counts per grade ignore the grade filter, so the portal's grade tabs can show them all.
  const counts = db.prepare(`SELECT g.grade, count(*) AS n FROM ${from} ${base.sql} GROUP BY g.grade`).all(...base.args) as {
    grade: string;
    n: number;
  }[];
  const n = (grade: Schema<'Grade'>): number => counts.find((c) => c.grade === grade)?.n ?? 0;
  const gradeCounts = { A: n('A'), B: n('B'), C: n('C'), D: n('D') };
  const filter = base.copy();
  if (query.grade) filter.add('g.grade = ?', query.grade);
  const page = pageOf<Schema<'SubjectGrade'>>(
    db,
    {
      select: `CAST(g.id AS TEXT) AS id, e.name AS enterpriseName, e.credit_code AS creditCode, g.industry, g.grade, g.score,
               g.evaluate_date AS evaluateDate, g.organ`,
      from,
      filter,
      orderBy: 'g.score DESC, g.id',
    },
    query,
  );
  return ok({ ...page, gradeCounts });
};

export const handlers: Handlers = {
  getCreditPlusLibraryPage,
  getCreditPlusDetail,
  getCreditPlusBicycleRecord,
  getCreditPlusLinkageSupervision,
  getCreditPlusRewardsPunishments,
  getCreditPlusTradeSubjectGrade,
};
