// The safety lists' table: black and white lists of food, drug and farm-produce safety.

export const schema = `
  -- 安全专项 lists: who is on the food, drug or produce black or white list. Farmers' cooperatives and
  -- family farms of the produce lists are not in the enterprise table, so enterprise_id may be NULL.
  CREATE TABLE safety_list (
    id            INTEGER PRIMARY KEY,
    kind          TEXT NOT NULL CHECK (kind IN ('food', 'medicine', 'produce')),
    list_type     TEXT NOT NULL CHECK (list_type IN ('black', 'white')),
    enterprise_id INTEGER REFERENCES enterprise(id),
    name          TEXT NOT NULL,              -- 企业名称
    credit_code   TEXT NOT NULL,              -- 统一社会信用代码
    reason        TEXT NOT NULL,              -- 列入原因
    organ         TEXT NOT NULL,              -- 认定部门
    district      TEXT NOT NULL,
    list_date     TEXT NOT NULL,              -- 列入日期 yyyy-MM-dd
    UNIQUE (kind, credit_code)
  );
  CREATE INDEX safety_list_by_date ON safety_list(kind, list_type, list_date DESC, id DESC);
  CREATE INDEX safety_list_by_name ON safety_list(kind, name);
`;
