// The finance tables: institutions, loan products, applications and favourites.

export const schema = `
  -- Lenders and guarantee companies that joined the platform; logos are stored pictures.
  CREATE TABLE finance_institution (
    id              INTEGER PRIMARY KEY,
    name            TEXT NOT NULL UNIQUE,
    short_name      TEXT NOT NULL,
    kind            TEXT NOT NULL CHECK (kind IN ('银行', '融资担保机构')),
    district        TEXT NOT NULL,                       -- area of the registered branch (xinyidai statistics)
    address         TEXT NOT NULL,
    phone           TEXT NOT NULL,
    logo_picture_id TEXT NOT NULL REFERENCES picture(id),
    introduction    TEXT NOT NULL,
    joined_at       TEXT NOT NULL
  );

  CREATE TABLE finance_product (
    id              INTEGER PRIMARY KEY,
    institution_id  INTEGER NOT NULL REFERENCES finance_institution(id),
    name            TEXT NOT NULL,
    product_type    TEXT NOT NULL CHECK (product_type IN ('信用贷款', '抵押贷款', '担保贷款')),
    min_amount      REAL NOT NULL,                       -- 万元
    max_amount      REAL NOT NULL CHECK (max_amount >= min_amount),
    min_rate        REAL NOT NULL,                       -- annual %, 年化利率
    max_rate        REAL NOT NULL CHECK (max_rate >= min_rate),
    min_term        INTEGER NOT NULL,                    -- months
    max_term        INTEGER NOT NULL CHECK (max_term >= min_term),
    guarantee_mode  TEXT NOT NULL,
    target          TEXT NOT NULL,
    conditions      TEXT NOT NULL,
    features        TEXT NOT NULL,
    enterprise_only INTEGER NOT NULL CHECK (enterprise_only IN (0, 1)),
    featured        INTEGER NOT NULL CHECK (featured IN (0, 1)),
    published_at    TEXT NOT NULL
  );
  CREATE INDEX finance_product_by_time ON finance_product(published_at DESC, id DESC);
  CREATE INDEX finance_product_by_institution ON finance_product(institution_id, published_at DESC);

  -- Applications (融资需求) for a product. Seeded ones of the city's subjects have no user_id.
  CREATE TABLE finance_application (
    id             INTEGER PRIMARY KEY,
    apply_no       TEXT NOT NULL UNIQUE,                 -- JR + yyyyMMdd + sequence
    product_id     INTEGER NOT NULL REFERENCES finance_product(id),
    user_id        INTEGER REFERENCES user_account(id),
    enterprise_id  INTEGER REFERENCES enterprise(id),
    person_id      INTEGER REFERENCES person(id),
    applicant_name TEXT NOT NULL,
    credit_code    TEXT,
    amount         REAL NOT NULL,                        -- 万元 asked for
    term           INTEGER NOT NULL,                     -- months
    purpose        TEXT NOT NULL,
    contact_name   TEXT NOT NULL,
    contact_phone  TEXT NOT NULL,
    status         TEXT NOT NULL CHECK (status IN ('已提交', '受理中', '已放款', '未通过')),
    credit_amount  REAL,                                 -- 授信金额, once granted
    loan_amount    REAL,                                 -- 放款金额, once lent
    opinion        TEXT,
    applied_at     TEXT NOT NULL,
    handled_at     TEXT,
    CHECK ((enterprise_id IS NULL) <> (person_id IS NULL))
  );
  CREATE INDEX finance_application_by_time ON finance_application(applied_at DESC, id DESC);
  CREATE INDEX finance_application_by_product ON finance_application(product_id, applied_at DESC, id DESC);
  CREATE INDEX finance_application_by_user ON finance_application(user_id, applied_at DESC, id DESC);
  CREATE INDEX finance_application_by_status ON finance_application(status, handled_at DESC, id DESC);

  -- Counts every product card shows (申请数, 放款数), always consistent with the applications.
  CREATE VIEW finance_product_stats AS
    SELECT p.id AS product_id,
           (SELECT count(*) FROM finance_application a WHERE a.product_id = p.id) AS apply_count,
           (SELECT count(*) FROM finance_application a WHERE a.product_id = p.id AND a.status = '已放款') AS loan_count
      FROM finance_product p;

  CREATE TABLE finance_collect (
    user_id      INTEGER NOT NULL REFERENCES user_account(id),
    product_id   INTEGER NOT NULL REFERENCES finance_product(id),
    collected_at TEXT NOT NULL,
    PRIMARY KEY (user_id, product_id)
  );
  CREATE INDEX finance_collect_by_time ON finance_collect(user_id, collected_at DESC);
`;
