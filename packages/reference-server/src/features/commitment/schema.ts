// Commitment templates and signed commitments. Feedback, credit declarations, self-declarations and
// risk reports are citizen submissions and live in the shared submission table (features/objections).
export const schema = `
  CREATE TABLE commitment_template (
    id            INTEGER PRIMARY KEY,
    title         TEXT NOT NULL,
    scenario      TEXT NOT NULL CHECK (scenario IN ('行政审批类', '证明事项类', '信用修复类', '行业自律类', '主动型')),
    organ         TEXT NOT NULL,
    subject_types TEXT NOT NULL,                       -- JSON array of 法人及非法人组织 / 自然人
    content       TEXT NOT NULL,                       -- HTML with {{placeholders}}
    sort          INTEGER NOT NULL,
    updated_at    TEXT NOT NULL
  );
  CREATE INDEX commitment_template_by_scenario ON commitment_template(scenario, sort, id);

  CREATE TABLE commitment (
    id            INTEGER PRIMARY KEY,
    commitment_no TEXT NOT NULL UNIQUE,                -- 承诺编号: CN + yyyyMMdd + daily sequence (4 digits, more past 9999)
    template_id   INTEGER NOT NULL REFERENCES commitment_template(id),
    subject_type  TEXT NOT NULL CHECK (subject_type IN ('法人及非法人组织', '自然人')),
    subject_name  TEXT NOT NULL,
    subject_code  TEXT NOT NULL,                       -- credit code, or the resident ID (masked when shown)
    legal_person  TEXT,
    phone         TEXT NOT NULL,
    matter        TEXT NOT NULL,
    sign_date     TEXT NOT NULL,                       -- yyyy-MM-dd
    status        TEXT NOT NULL CHECK (status IN ('公示中', '已履约', '部分履约', '未履约')),
    user_id       INTEGER REFERENCES user_account(id),
    enterprise_id INTEGER REFERENCES enterprise(id),
    person_id     INTEGER REFERENCES person(id),
    created_at    TEXT NOT NULL
  );
  CREATE INDEX commitment_by_time ON commitment(created_at DESC, id DESC);
  CREATE INDEX commitment_by_enterprise ON commitment(enterprise_id);
  CREATE INDEX commitment_by_person ON commitment(person_id);
`;

/** Tracking-number prefixes of this group's submissions. */
export const COMMITMENT_KINDS = {
  onlineCommitment: { prefix: 'CN', name: '在线承诺' },
  commitmentFeedback: { prefix: 'FK', name: '承诺反馈' },
  creditDeclare: { prefix: 'SB', name: '信用申报' },
  selfDeclaration: { prefix: 'SM', name: '自主声明' },
  riskPerson: { prefix: 'FX', name: '失信风险警示报告' },
} as const;
