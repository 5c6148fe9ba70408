// The electronic bid guarantee's tables: the institutions admitted to the platform and their products,
// the tenders of public-resource trading that accept guarantees, and the guarantees issued.
export const schema = `
  -- 出函机构: banks, insurers and financing guarantee companies admitted to the platform.
  CREATE TABLE guarantee_institution (
    id               INTEGER PRIMARY KEY,
    name             TEXT NOT NULL UNIQUE,
    institution_type TEXT NOT NULL CHECK (institution_type IN ('银行', '保险', '担保')),
    type_order       INTEGER NOT NULL,             -- banks, insurers, guarantee companies
    credit_code      TEXT NOT NULL UNIQUE,
    address          TEXT NOT NULL,
    phone            TEXT NOT NULL,
    rating           TEXT NOT NULL CHECK (rating IN ('A', 'B', 'C'))
  );
  CREATE TABLE guarantee_product (
    id              INTEGER PRIMARY KEY,
    institution_id  INTEGER NOT NULL REFERENCES guarantee_institution(id),
    name            TEXT NOT NULL,
    guarantee_kind  TEXT NOT NULL,
    rate            REAL NOT NULL,                 -- percent of the amount
    min_premium     INTEGER NOT NULL,              -- yuan
    min_amount      INTEGER NOT NULL,              -- yuan
    max_amount      INTEGER NOT NULL,              -- yuan
    conditions      TEXT NOT NULL,                 -- JSON array of 承保条件
    issue_time      TEXT NOT NULL
  );
  CREATE INDEX guarantee_product_by_institution ON guarantee_product(institution_id, id);
  -- 招标项目标段 that accept electronic bid guarantees.
  CREATE TABLE guarantee_tender (
    id            INTEGER PRIMARY KEY,
    project_no    TEXT NOT NULL UNIQUE,
    project_name  TEXT NOT NULL,
    field         TEXT NOT NULL CHECK (field IN ('工程建设', '政府采购')),
    tenderee      TEXT NOT NULL,
    agency        TEXT NOT NULL,
    district      TEXT NOT NULL,
    bid_bond      INTEGER NOT NULL,                -- yuan
    bid_deadline  TEXT NOT NULL,                   -- yyyy-MM-dd HH:mm:ss
    valid_days    INTEGER NOT NULL
  );
  CREATE INDEX guarantee_tender_by_deadline ON guarantee_tender(bid_deadline);
  -- 电子保函: one per application, issued at once. 已失效 is not stored: it is 已出函 past valid_to.
  CREATE TABLE ele_guarantee (
    id              INTEGER PRIMARY KEY,
    guarantee_no    TEXT NOT NULL UNIQUE,
    verify_code     TEXT NOT NULL,
    enterprise_id   INTEGER NOT NULL REFERENCES enterprise(id),
    user_id         INTEGER REFERENCES user_account(id),     -- the account that applied; NULL for the seeded history
    applicant_name  TEXT NOT NULL,
    applicant_code  TEXT NOT NULL,
    tender_id       INTEGER NOT NULL REFERENCES guarantee_tender(id),
    product_id      INTEGER NOT NULL REFERENCES guarantee_product(id),
    amount          INTEGER NOT NULL,
    premium         INTEGER NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('已出函', '已撤销', '已理赔')),
    contact_name    TEXT NOT NULL,
    phone           TEXT NOT NULL,
    email           TEXT,
    file_ids        TEXT NOT NULL,                           -- JSON array
    apply_time      TEXT NOT NULL,
    issue_time      TEXT NOT NULL,
    valid_from      TEXT NOT NULL,                           -- yyyy-MM-dd
    valid_to        TEXT NOT NULL,
    claim_time      TEXT,
    cancel_time     TEXT
  );
  CREATE INDEX ele_guarantee_by_enterprise ON ele_guarantee(enterprise_id, apply_time DESC, id DESC);
  CREATE INDEX ele_guarantee_by_tender ON ele_guarantee(tender_id, enterprise_id);
`;
