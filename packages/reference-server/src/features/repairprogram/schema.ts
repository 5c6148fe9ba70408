// The credit-repair program's tables: its operators and their sessions, the cancellations of publicity
// (撤销公示) with their attachments, the enterprises' repair applications, the checked batches and the
// operators' audit log. Nothing here is ever deleted: a cancellation is reversed by restoring it.
// (Table names avoid the words the credit report reads as record sources: archives/report.ts.)

export const schema = `
  CREATE TABLE repair_operator (
    id            INTEGER PRIMARY KEY,
    account       TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    organ         TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created_at    TEXT NOT NULL
  );
  -- Operator sessions: a bearer scheme of their own, never a visitor's auth_token.
  CREATE TABLE repair_operator_token (
    token        TEXT PRIMARY KEY,
    operator_id  INTEGER NOT NULL REFERENCES repair_operator(id),
    issued_at    INTEGER NOT NULL,                     -- ms since the epoch
    last_seen_at INTEGER NOT NULL,                     -- idle expiry counts from here
    expires_at   INTEGER NOT NULL,                     -- the latest end, whatever the activity
    revoked_at   INTEGER
  );
  CREATE INDEX repair_operator_token_by_operator ON repair_operator_token(operator_id);
  -- Failed logins per account, for the lock-out (5 within 15 minutes).
  CREATE TABLE repair_login_failure (
    id      INTEGER PRIMARY KEY,
    account TEXT NOT NULL,
    at      INTEGER NOT NULL
  );
  CREATE INDEX repair_login_failure_by_account ON repair_login_failure(account, at);

  -- Attachments an operator uploaded as the basis of a cancellation.
  CREATE TABLE repair_operator_file (
    id           TEXT PRIMARY KEY,
    operator_id  INTEGER NOT NULL REFERENCES repair_operator(id),
    name         TEXT NOT NULL,
    size         INTEGER NOT NULL CHECK (size > 0),
    content_type TEXT NOT NULL,
    body         BLOB NOT NULL,
    created_at   TEXT NOT NULL
  );

  -- The enterprises' online repair applications (信用修复申请).
  CREATE TABLE repair_application (
    id                   INTEGER PRIMARY KEY,
    apply_no             TEXT NOT NULL UNIQUE,
    kind                 TEXT NOT NULL CHECK (kind IN ('penalty', 'dishonest')),
    record_id            INTEGER NOT NULL,
    user_id              INTEGER REFERENCES user_account(id),
    enterprise_id        INTEGER NOT NULL REFERENCES enterprise(id),
    contact_name         TEXT NOT NULL,
    contact_phone        TEXT NOT NULL,
    statement            TEXT NOT NULL,
    commitment_signed    INTEGER NOT NULL CHECK (commitment_signed = 1),
    status               TEXT NOT NULL CHECK (status IN ('待审核', '已通过', '已驳回')),
    apply_time           TEXT NOT NULL,
    decision_reason      TEXT,
    decision_time        TEXT,
    decision_operator_id INTEGER REFERENCES repair_operator(id)
  );
  CREATE INDEX repair_application_by_record ON repair_application(kind, record_id, apply_time DESC);
  CREATE INDEX repair_application_by_user ON repair_application(user_id, apply_time DESC);
  CREATE INDEX repair_application_by_status ON repair_application(status, apply_time);
  CREATE TABLE repair_application_file (
    application_id INTEGER NOT NULL REFERENCES repair_application(id),
    file_id        TEXT NOT NULL REFERENCES file_object(id),
    PRIMARY KEY (application_id, file_id)
  ) WITHOUT ROWID;

  -- One ending of a record's publicity; restored_* are set when an operator puts it back.
  CREATE TABLE repair_cancellation (
    id                   INTEGER PRIMARY KEY,
    kind                 TEXT NOT NULL CHECK (kind IN ('penalty', 'dishonest')),
    record_id            INTEGER NOT NULL,
    basis                TEXT NOT NULL,
    reason               TEXT NOT NULL,
    operator_id          INTEGER NOT NULL REFERENCES repair_operator(id),
    cancel_time          TEXT NOT NULL,
    source               TEXT NOT NULL CHECK (source IN ('单条撤销', '批量撤销', '修复申请')),
    batch_no             TEXT,
    application_id       INTEGER REFERENCES repair_application(id),
    restore_reason       TEXT,
    restore_operator_id  INTEGER REFERENCES repair_operator(id),
    restore_time         TEXT
  );
  CREATE INDEX repair_cancellation_by_record ON repair_cancellation(kind, record_id, cancel_time DESC);
  CREATE INDEX repair_cancellation_by_time ON repair_cancellation(cancel_time DESC, id DESC);
  CREATE TABLE repair_cancellation_file (
    cancellation_id INTEGER NOT NULL REFERENCES repair_cancellation(id),
    file_id         TEXT NOT NULL REFERENCES repair_operator_file(id),
    PRIMARY KEY (cancellation_id, file_id)
  ) WITHOUT ROWID;

  -- A checked spreadsheet waiting for its confirmation, then done (rows as JSON, with their results).
  CREATE TABLE repair_batch (
    id           INTEGER PRIMARY KEY,
    batch_no     TEXT NOT NULL UNIQUE,
    operator_id  INTEGER NOT NULL REFERENCES repair_operator(id),
    file_name    TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('待确认', '已完成')),
    rows_json    TEXT NOT NULL,
    create_time  TEXT NOT NULL,
    confirm_time TEXT
  );

  -- Every operator action (等保: 安全审计), newest last.
  CREATE TABLE repair_audit (
    id          INTEGER PRIMARY KEY,
    time        TEXT NOT NULL,
    operator_id INTEGER REFERENCES repair_operator(id),
    account     TEXT NOT NULL,
    action      TEXT NOT NULL,
    target      TEXT NOT NULL,
    detail      TEXT NOT NULL
  );
  CREATE INDEX repair_audit_by_time ON repair_audit(time DESC, id DESC);
`;
