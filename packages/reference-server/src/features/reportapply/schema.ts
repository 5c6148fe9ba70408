// The report tables: templates, applications (with the generated report's number and validity) and
// the shares of a report with other organisations.

export const schema = `
  CREATE TABLE report_template (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    scope       TEXT NOT NULL,                      -- 适用场景
    contents    TEXT NOT NULL,                      -- 报告内容
    valid_days  INTEGER NOT NULL CHECK (valid_days > 0),
    sort        INTEGER NOT NULL
  );

  -- The status is derived from the times (see STATUS_SQL): 已申请 until ready_at, 已生成 until expires_at, then 已失效.
  CREATE TABLE report_application (
    id            INTEGER PRIMARY KEY,
    apply_no      TEXT NOT NULL UNIQUE,             -- BGSQ + yyyyMMdd + sequence
    user_id       INTEGER REFERENCES user_account(id),
    enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    template_id   INTEGER NOT NULL REFERENCES report_template(id),
    purpose       TEXT NOT NULL,
    contact_name  TEXT NOT NULL,
    contact_phone TEXT NOT NULL,
    applied_at    TEXT NOT NULL,
    ready_at      TEXT,                             -- when the report is generated; NULL while awaiting review
    report_no     TEXT NOT NULL UNIQUE,             -- XYBG + yyyyMMdd + sequence
    expires_at    TEXT
  );
  CREATE INDEX report_application_by_enterprise ON report_application(enterprise_id, applied_at DESC, id DESC);

  CREATE TABLE report_share (
    id                   INTEGER PRIMARY KEY,
    application_id       INTEGER NOT NULL REFERENCES report_application(id) ON DELETE CASCADE,
    target_enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    valid_until          TEXT NOT NULL,             -- the last moment of the validity period
    shared_at            TEXT NOT NULL,
    stopped_at           TEXT
  );
  CREATE INDEX report_share_by_application ON report_share(application_id, shared_at DESC);
  CREATE INDEX report_share_by_target ON report_share(target_enterprise_id, shared_at DESC, id DESC);
`;
