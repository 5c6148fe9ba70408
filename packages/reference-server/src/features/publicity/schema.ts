// The public lists' tables: red and black lists, dishonest debtors, abnormal operation and serious
// violations, and subject relations.

export const schema = `
  -- 红名单 (list_type 1) and 黑名单 (2) of enterprises.
  CREATE TABLE red_black_entry (
    id            INTEGER PRIMARY KEY,
    list_type     INTEGER NOT NULL CHECK (list_type IN (1, 2)),
    list_name     TEXT NOT NULL,
    enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    organ_name    TEXT NOT NULL,                     -- 认定部门
    decided_date  TEXT NOT NULL,                     -- 认定日期 yyyy-MM-dd
    valid_until   TEXT NOT NULL,                     -- 有效期至
    reason        TEXT NOT NULL,
    publish_time  TEXT NOT NULL
  );
  CREATE INDEX red_black_by_type ON red_black_entry(list_type, decided_date DESC, id DESC);
  CREATE INDEX red_black_by_date ON red_black_entry(decided_date DESC, id DESC);

  -- 失信被执行人: natural persons (subject_type 1) or legal persons (2). ID numbers stay in person.
  CREATE TABLE dishonest_debtor (
    id                INTEGER PRIMARY KEY,
    subject_type      INTEGER NOT NULL CHECK (subject_type IN (1, 2)),
    person_id         INTEGER REFERENCES person(id),
    enterprise_id     INTEGER REFERENCES enterprise(id),
    court             TEXT NOT NULL,                 -- 执行法院
    case_no           TEXT NOT NULL UNIQUE,          -- 案号
    filed_date        TEXT NOT NULL,                 -- 立案时间
    basis_document_no TEXT NOT NULL,                 -- 执行依据文号
    basis_organ       TEXT NOT NULL,                 -- 作出执行依据单位
    duty              TEXT NOT NULL,                 -- 生效法律文书确定的义务
    performance       TEXT NOT NULL,                 -- 被执行人的履行情况
    performed_part    TEXT NOT NULL,
    unperformed_part  TEXT NOT NULL,
    situation         TEXT NOT NULL,                 -- 失信被执行人行为具体情形
    published_at      TEXT NOT NULL,                 -- 发布时间
    publicity_ended_at TEXT,                         -- 撤销公示 after a credit repair (features/repairprogram); NULL while publicised
    CHECK ((subject_type = 1 AND person_id IS NOT NULL) OR (subject_type = 2 AND enterprise_id IS NOT NULL))
  );
  CREATE INDEX dishonest_debtor_by_time ON dishonest_debtor(published_at DESC, id DESC);

  -- 经营异常名录 (list_type 1) and 严重违法失信名单 (2); category_code is a leaf of illegalTree.
  CREATE TABLE abnormal_entry (
    id             INTEGER PRIMARY KEY,
    list_type      INTEGER NOT NULL CHECK (list_type IN (1, 2)),
    category_code  TEXT NOT NULL,
    enterprise_id  INTEGER NOT NULL REFERENCES enterprise(id),
    reason         TEXT NOT NULL,                    -- 列入原因
    listed_date    TEXT NOT NULL,                    -- 列入日期
    organ_name     TEXT NOT NULL,                    -- 作出决定机关
    removed_reason TEXT,                             -- 移出原因
    removed_date   TEXT,                             -- 移出日期
    removal_organ  TEXT
  );
  CREATE INDEX abnormal_by_type ON abnormal_entry(list_type, listed_date DESC, id DESC);
  CREATE INDEX abnormal_by_date ON abnormal_entry(listed_date DESC, id DESC);

  -- Groups of subject relations: category 1 重点人群, 2 失信惩戒对象, 3 守信激励对象.
  CREATE TABLE relation_type (
    id           INTEGER PRIMARY KEY,
    category     INTEGER NOT NULL CHECK (category IN (1, 2, 3)),
    name         TEXT NOT NULL,
    organ_name   TEXT NOT NULL,
    description  TEXT NOT NULL,
    subject_kind INTEGER NOT NULL CHECK (subject_kind IN (1, 2)),   -- 1 natural persons, 2 legal persons
    sort         INTEGER NOT NULL
  );
  CREATE TABLE relation_subject (
    id             INTEGER PRIMARY KEY,
    type_id        INTEGER NOT NULL REFERENCES relation_type(id),
    person_id      INTEGER REFERENCES person(id),
    enterprise_id  INTEGER REFERENCES enterprise(id),
    division_code  TEXT NOT NULL,
    unit           TEXT,                             -- 执业/工作单位 (persons)
    certificate_no TEXT,                             -- 资格证书编号 (persons)
    credit_level   TEXT,                             -- A–D, focus groups only
    description    TEXT NOT NULL,
    measures       TEXT NOT NULL,                    -- 奖惩措施
    organ_name     TEXT NOT NULL,                    -- 认定部门
    decided_date   TEXT NOT NULL,
    valid_until    TEXT,
    publish_time   TEXT NOT NULL,
    CHECK (person_id IS NOT NULL OR enterprise_id IS NOT NULL)
  );
  CREATE INDEX relation_subject_by_type ON relation_subject(type_id, publish_time DESC, id DESC);
  CREATE INDEX relation_subject_by_time ON relation_subject(publish_time DESC, id DESC);
`;
