// The points tables: targets, declarations with their review trail, and the points they earn.

export const schema = `
  CREATE TABLE point_target (
    id             INTEGER PRIMARY KEY,
    subject_kind   TEXT NOT NULL CHECK (subject_kind IN ('enterprise', 'person')),
    category       TEXT NOT NULL,
    name           TEXT NOT NULL,
    points         INTEGER NOT NULL CHECK (points > 0),
    standard       TEXT NOT NULL,                    -- 认定标准
    evidence       TEXT NOT NULL,                    -- 所需证明材料
    evidence_count INTEGER NOT NULL CHECK (evidence_count >= 0),
    max_per_year   INTEGER NOT NULL CHECK (max_per_year >= 1),
    sort           INTEGER NOT NULL
  );
  CREATE INDEX point_target_by_kind ON point_target(subject_kind, category, sort);

  -- A declaration of one deed; exactly one of enterprise_id / person_id names the declaring subject.
  CREATE TABLE point_declaration (
    id             INTEGER PRIMARY KEY,
    declare_no     TEXT NOT NULL UNIQUE,             -- JFQY / JFGR + yyyyMMdd + sequence
    subject_kind   TEXT NOT NULL CHECK (subject_kind IN ('enterprise', 'person')),
    user_id        INTEGER REFERENCES user_account(id),
    enterprise_id  INTEGER REFERENCES enterprise(id),
    person_id      INTEGER REFERENCES person(id),
    target_id      INTEGER NOT NULL REFERENCES point_target(id),
    description    TEXT NOT NULL,                    -- 事项说明
    occurred_date  TEXT NOT NULL,                    -- yyyy-MM-dd
    contact_phone  TEXT NOT NULL,
    file_ids       TEXT NOT NULL,                    -- JSON array of file_object ids
    status         TEXT NOT NULL CHECK (status IN ('已提交', '审核中', '已通过', '未通过')),
    points_granted INTEGER,
    opinion        TEXT,                             -- 审核意见 of the last step
    submitted_at   TEXT NOT NULL,
    reviewed_at    TEXT,
    CHECK ((enterprise_id IS NULL) <> (person_id IS NULL))
  );
  CREATE INDEX point_declaration_by_user ON point_declaration(user_id, subject_kind, submitted_at DESC, id DESC);

  -- The review trail (declareDetail): one row per step.
  CREATE TABLE point_declaration_step (
    id             INTEGER PRIMARY KEY,
    declaration_id INTEGER NOT NULL REFERENCES point_declaration(id) ON DELETE CASCADE,
    status         TEXT NOT NULL CHECK (status IN ('已提交', '审核中', '已通过', '未通过')),
    operator       TEXT NOT NULL,
    opinion        TEXT,
    points         INTEGER,
    created_at     TEXT NOT NULL
  );
  CREATE INDEX point_declaration_step_by_declaration ON point_declaration_step(declaration_id, created_at, id);
`;
