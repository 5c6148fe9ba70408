// The medical-insurance operation: a page of published credit scores with their counts per level and type.
import { ok } from '../../kernel/reply.js';
import type { Handler, Handlers, Schema } from '../../kernel/handler.js';
import { Filter } from '../../kernel/sql.js';
import { pageOf } from '../../kernel/paging.js';
import { CYCLES, INSTITUTION_TYPES, type Level } from './seed.js';

const getMedicalInsuranceScoreResultPage: Handler<'getMedicalInsuranceScoreResultPage'> = ({ query }, { db }) => {
  const base = new Filter().words(query.keyword, ['s.institution_name', 's.institution_code']);
  // The contract admits only the published cycles (CYCLES); without one, the newest.
  base.add('s.cycle = ?', query.cycle ?? CYCLES[0]);
  const from = 'medical_score s';
  // The counts ignore the level and type filters, so the portal's tabs and statistics show them all.
  const counts = db
    .prepare(`SELECT s.institution_type AS institutionType, s.level, count(*) AS n FROM ${from} ${base.sql} GROUP BY s.institution_type, s.level`)
    .all(...base.args) as { institutionType: string; level: Level; n: number }[];
  const countLevels = (type?: string): Schema<'LevelCounts'> => {
    const n = (level: Level): number => counts.filter((c) => c.level === level && (!type || c.institutionType === type)).reduce((a, c) => a + c.n, 0);
    return { A: n('A'), B: n('B'), C: n('C'), D: n('D') };
  };
  const filter = base.copy();
  if (query.level) filter.add('s.level = ?', query.level);
  if (query.institutionType) filter.add('s.institution_type = ?', query.institutionType);
  const page = pageOf<Schema<'ScoreResult'>>(
    db,
    {
      select: `CAST(s.id AS TEXT) AS id, s.institution_name AS institutionName, s.institution_code AS institutionCode,
               s.institution_type AS institutionType, s.district, s.score, s.level, s.cycle, s.evaluate_date AS evaluateDate, s.organ`,
      from,
      filter,
      orderBy: 's.score DESC, s.id',
    },
    query,
  );
  return ok({
    ...page,
    cycle: query.cycle ?? CYCLES[0],
    cycles: [...CYCLES],
    levelCounts: countLevels(),
    typeCounts: INSTITUTION_TYPES.map((institutionType) => ({ institutionType, levelCounts: countLevels(institutionType) })),
  });
};

export const handlers: Handlers = { getMedicalInsuranceScoreResultPage };
