// The double-publicity tables: resources, matters of the power lists, permits and penalties.

/** The first columns of a permit or a penalty: its resource, matter, subject and decision number. */
const recordKeys = (documentNo: string): string => `
    id            INTEGER PRIMARY KEY,
    resource_id   TEXT NOT NULL REFERENCES dp_resource(id),
    matter_id     INTEGER NOT NULL REFERENCES dp_matter(id),
    enterprise_id INTEGER NOT NULL REFERENCES enterprise(id),
    document_no   TEXT NOT NULL,                          -- ${documentNo}`;

/**
 * Lists are "newest decision first", over all resources or one; a matter's records are counted, and an
 * enterprise's found (in `byEnterprise` order).
 */
const recordIndexes = (table: string, byEnterprise: string): string => `
  CREATE INDEX ${table}_by_date ON ${table}(decision_date DESC, id DESC);
  CREATE INDEX ${table}_by_resource ON ${table}(resource_id, decision_date DESC, id DESC);
  CREATE INDEX ${table}_by_matter ON ${table}(matter_id);
  CREATE INDEX ${table}_by_enterprise ON ${table}(${byEnterprise});`;

export const schema = `
  -- A resource (信息资源) is one organ's permits or penalties; lists, catalogues and details name it.
  CREATE TABLE dp_resource (
    id           TEXT PRIMARY KEY,                       -- XK-<organ> permits, CF-<organ> penalties
    type         INTEGER NOT NULL CHECK (type IN (1, 2)), -- 1 行政许可, 2 行政处罚
    organ_code   TEXT NOT NULL,
    organ_name   TEXT NOT NULL,
    name         TEXT NOT NULL,
    list_columns TEXT NOT NULL,                          -- JSON array of the props its list shows
    sort         INTEGER NOT NULL
  );

  -- The matters (事项) of the organs' power lists: the permit and penalty directories.
  CREATE TABLE dp_matter (
    id          INTEGER PRIMARY KEY,
    type        INTEGER NOT NULL CHECK (type IN (1, 2)),
    code        TEXT NOT NULL UNIQUE,
    resource_id TEXT NOT NULL REFERENCES dp_resource(id),
    name        TEXT NOT NULL,
    category    TEXT NOT NULL,                            -- 许可类别, or the 处罚类别 it may impose (、-joined)
    basis       TEXT NOT NULL,
    time_limit  INTEGER,                                  -- permits: working days
    certificate TEXT,                                     -- permits: the certificate issued
    fine_range  TEXT,                                     -- penalties: 罚款裁量幅度
    description TEXT NOT NULL
  );
  CREATE INDEX dp_matter_by_resource ON dp_matter(resource_id, code);

  CREATE TABLE dp_permit (${recordKeys('许可决定书文号')}
    permit_name   TEXT NOT NULL,                          -- 许可证书名称
    category      TEXT NOT NULL,                          -- 许可类别
    content       TEXT NOT NULL,
    decision_date TEXT NOT NULL,                          -- yyyy-MM-dd
    valid_from    TEXT NOT NULL,
    valid_to      TEXT NOT NULL,                          -- 2099-12-31 for permits without an end (长期)
    organ_name    TEXT NOT NULL,                          -- 许可机关
    source_unit   TEXT NOT NULL,                          -- 数据来源单位
    update_time   TEXT NOT NULL
  );
  ${recordIndexes('dp_permit', 'enterprise_id')}

  CREATE TABLE dp_penalty (${recordKeys('处罚决定书文号')}
    violation_type     TEXT NOT NULL,                     -- 违法行为类型
    facts              TEXT NOT NULL,                     -- 违法事实
    basis              TEXT NOT NULL,                     -- 处罚依据
    category           TEXT NOT NULL,                     -- 处罚类别, 、-joined
    content            TEXT NOT NULL,                     -- 处罚内容
    fine_amount        REAL NOT NULL,                     -- 罚款金额（万元）
    decision_date      TEXT NOT NULL,
    publicity_deadline TEXT NOT NULL,                     -- 公示截止期
    organ_name         TEXT NOT NULL,                     -- 处罚机关
    source_unit        TEXT NOT NULL,
    update_time        TEXT NOT NULL,
    -- Set when the credit centre ends the record's publicity after a credit repair (撤销公示,
    -- features/repairprogram); the record then leaves every public list. NULL while publicised.
    publicity_ended_at TEXT
  );
  ${recordIndexes('dp_penalty', 'enterprise_id, decision_date DESC, id DESC')}
`;
