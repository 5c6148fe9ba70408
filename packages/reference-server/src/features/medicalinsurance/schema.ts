// The medical-insurance table: the published credit scores of designated institutions and pharmacies.

export const schema = `
  -- 定点医药机构信用评价结果: one row per institution and evaluation cycle.
  CREATE TABLE medical_score (
    id               INTEGER PRIMARY KEY,
    institution_name TEXT NOT NULL,
    institution_code TEXT NOT NULL,
    institution_type TEXT NOT NULL CHECK (institution_type IN ('定点医疗机构', '定点零售药店')),
    district         TEXT NOT NULL,
    score            REAL NOT NULL CHECK (score BETWEEN 0 AND 100),
    level            TEXT NOT NULL CHECK (level IN ('A', 'B', 'C', 'D')),
    cycle            TEXT NOT NULL,
    evaluate_date    TEXT NOT NULL,
    organ            TEXT NOT NULL,
    UNIQUE (institution_code, cycle)
  );
  CREATE INDEX medical_score_by_cycle ON medical_score(cycle, score DESC, id);
`;
