// The archive's table: the downloads of credit reports (each with its verification number).

export const schema = `
  -- Every report download (spec §6: downloads are file downloads), with who asked when logged in.
  CREATE TABLE credit_report_download (
    id            INTEGER PRIMARY KEY,
    enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    report_no     TEXT NOT NULL,
    format        TEXT NOT NULL CHECK (format IN ('pdf', 'png', 'ofd')),
    user_id       INTEGER REFERENCES user_account(id),
    downloaded_at TEXT NOT NULL
  );
  CREATE INDEX credit_report_download_by_enterprise ON credit_report_download(enterprise_id, downloaded_at);
`;
