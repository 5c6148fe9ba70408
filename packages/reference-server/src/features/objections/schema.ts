// The submission table every citizen submission shares (store.ts): complaints, objections, corrections,
// clues and the commitment-side submissions (features/commitment).
export const schema = `
  CREATE TABLE submission (
    id            INTEGER PRIMARY KEY,
    kind          TEXT NOT NULL,
    tracking_no   TEXT NOT NULL UNIQUE,                  -- 受理编号: prefix + yyyyMMdd + daily sequence (4 digits, more past 9999)
    user_id       INTEGER REFERENCES user_account(id),   -- NULL for anonymous or not-logged-in submissions
    enterprise_id INTEGER REFERENCES enterprise(id),     -- the subject concerned, when it is a known one
    person_id     INTEGER REFERENCES person(id),
    title         TEXT NOT NULL,                         -- what lists show
    subject_name  TEXT,                                  -- 被投诉主体 / 异议主体 / 被举报对象 …
    subject_code  TEXT,                                  -- its credit code or ID number (second factor of infoQuery)
    contact_name  TEXT,
    contact_phone TEXT,                                  -- second factor of infoQuery
    query_code    TEXT,                                  -- 查询码 for anonymous submissions (no phone to verify with)
    status        TEXT NOT NULL CHECK (status IN ('待受理', '受理中', '已办结')),
    handle_unit   TEXT,                                  -- 承办单位
    accept_time   TEXT,
    finish_time   TEXT,
    result        TEXT,                                  -- 处理结果, set when 已办结
    payload       TEXT NOT NULL,                         -- the whole form as submitted (JSON)
    created_at    TEXT NOT NULL
  );
  CREATE INDEX submission_by_user ON submission(kind, user_id, created_at DESC, id DESC);
  CREATE INDEX submission_by_kind ON submission(kind, created_at DESC, id DESC);
`;
