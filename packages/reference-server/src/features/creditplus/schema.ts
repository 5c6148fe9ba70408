// The credit-plus tables: library readers and loans, bicycle rides, and the linkage supervision records.

export const schema = `
  -- 信用+图书馆: readers who borrow without deposit on their 信用分.
  CREATE TABLE creditplus_reader (
    id             INTEGER PRIMARY KEY,
    person_id      INTEGER NOT NULL REFERENCES person(id),
    card_no        TEXT NOT NULL UNIQUE,
    library        TEXT NOT NULL,
    credit_score   INTEGER NOT NULL,
    deposit_waived REAL NOT NULL,            -- 免交押金（元）
    opened_at      TEXT NOT NULL
  );
  CREATE INDEX creditplus_reader_by_opened ON creditplus_reader(opened_at DESC, id DESC);
  CREATE TABLE creditplus_borrow (
    id          INTEGER PRIMARY KEY,
    reader_id   INTEGER NOT NULL REFERENCES creditplus_reader(id),
    book_title  TEXT NOT NULL,
    borrow_time TEXT NOT NULL,
    due_time    TEXT NOT NULL,
    return_time TEXT,
    status      TEXT NOT NULL CHECK (status IN ('借阅中', '已归还', '逾期归还'))
  );
  CREATE INDEX creditplus_borrow_by_reader ON creditplus_borrow(reader_id, borrow_time DESC);

  -- 信用+共享单车: rides without deposit.
  CREATE TABLE creditplus_bicycle (
    id           INTEGER PRIMARY KEY,
    person_id    INTEGER NOT NULL REFERENCES person(id),
    bike_no      TEXT NOT NULL,
    credit_score INTEGER NOT NULL,
    start_time   TEXT NOT NULL,
    end_time     TEXT NOT NULL,
    start_place  TEXT NOT NULL,
    end_place    TEXT NOT NULL,
    minutes      INTEGER NOT NULL,
    fee          REAL NOT NULL,              -- 元
    parking      TEXT NOT NULL CHECK (parking IN ('规范停放', '违规停放'))
  );
  CREATE INDEX creditplus_bicycle_by_start ON creditplus_bicycle(start_time DESC, id DESC);

  -- 联动监管: measures several organs take together on an enterprise's credit level.
  CREATE TABLE creditplus_linkage (
    id            INTEGER PRIMARY KEY,
    enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    credit_level  TEXT NOT NULL CHECK (credit_level IN ('A', 'B', 'C', 'D')),
    measure_type  TEXT NOT NULL CHECK (measure_type IN ('守信激励', '失信约束')),
    measures      TEXT NOT NULL,
    organs        TEXT NOT NULL,
    decision_date TEXT NOT NULL
  );
  CREATE INDEX creditplus_linkage_by_date ON creditplus_linkage(decision_date DESC, id DESC);

  -- 联合奖惩 cases.
  CREATE TABLE creditplus_reward_punish (
    id            INTEGER PRIMARY KEY,
    enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    case_type     TEXT NOT NULL CHECK (case_type IN ('守信联合激励', '失信联合惩戒')),
    reason        TEXT NOT NULL,
    measures      TEXT NOT NULL,
    organ         TEXT NOT NULL,
    decision_date TEXT NOT NULL
  );
  CREATE INDEX creditplus_reward_punish_by_date ON creditplus_reward_punish(decision_date DESC, id DESC);

  -- 市场主体信用等级 by industry, from the annual evaluation.
  CREATE TABLE creditplus_grade (
    id            INTEGER PRIMARY KEY,
    enterprise_id INTEGER NOT NULL UNIQUE REFERENCES enterprise(id),
    industry      TEXT NOT NULL,
    grade         TEXT NOT NULL CHECK (grade IN ('A', 'B', 'C', 'D')),
    score         REAL NOT NULL,
    evaluate_date TEXT NOT NULL,
    organ         TEXT NOT NULL
  );
  CREATE INDEX creditplus_grade_by_score ON creditplus_grade(score DESC, id);
  CREATE INDEX creditplus_grade_by_industry ON creditplus_grade(industry, score DESC, id);
`;
