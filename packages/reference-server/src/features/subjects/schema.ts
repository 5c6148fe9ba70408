// The credit subjects' tables: enterprises (and other legal persons) and natural persons.

export const schema = `
  -- Legal persons and other organisations (企业法人、个体工商户、社会组织、事业单位).
  CREATE TABLE enterprise (
    id                     INTEGER PRIMARY KEY,
    name                   TEXT NOT NULL UNIQUE,
    credit_code            TEXT NOT NULL UNIQUE,          -- GB 32100 unified social credit code
    kind                   TEXT NOT NULL CHECK (kind IN ('enterprise', 'individualBusiness', 'socialOrganisation', 'institution')),
    legal_person           TEXT NOT NULL,
    registered_capital     REAL NOT NULL,                 -- 万元
    established_date       TEXT NOT NULL,                 -- yyyy-MM-dd
    district               TEXT NOT NULL,
    address                TEXT NOT NULL,
    industry               TEXT NOT NULL,
    business_scope         TEXT NOT NULL,
    status                 TEXT NOT NULL CHECK (status IN ('存续', '在业', '迁出', '吊销', '注销')),
    registration_authority TEXT NOT NULL
  );
  CREATE INDEX enterprise_by_kind ON enterprise(kind, id);
  -- Trigram index: any 3-character substring of a name, code or legal representative finds it.
  CREATE VIRTUAL TABLE enterprise_fts USING fts5(
    name, credit_code, legal_person, content = 'enterprise', content_rowid = 'id', tokenize = 'trigram'
  );
  CREATE TRIGGER enterprise_fts_insert AFTER INSERT ON enterprise BEGIN
    INSERT INTO enterprise_fts(rowid, name, credit_code, legal_person) VALUES (new.id, new.name, new.credit_code, new.legal_person);
  END;

  -- Natural persons. The ID number is stored whole and masked wherever the portal shows it.
  CREATE TABLE person (
    id        INTEGER PRIMARY KEY,
    name      TEXT NOT NULL,
    id_number TEXT NOT NULL UNIQUE,                        -- GB 11643 resident ID
    gender    TEXT NOT NULL CHECK (gender IN ('男', '女')),
    district  TEXT NOT NULL
  );
`;
