// The catalogue's tables: catalogues, their resources and the resources' data items.

export const schema = `
  -- A catalogue (目录) of one providing organ and one type; count and time summarise its resources.
  CREATE TABLE credit_catalog (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    organ       TEXT NOT NULL,                -- 来源单位
    type        TEXT NOT NULL CHECK (type IN ('基础信息', '行政许可', '行政处罚', '红名单', '黑名单', '重点关注', '信用承诺', '其他')),
    description TEXT NOT NULL,
    data_count  INTEGER NOT NULL,             -- 数据总量, the sum over its resources
    update_time TEXT NOT NULL,                -- 更新时间, the latest of its resources
    sort        INTEGER NOT NULL
  );
  CREATE INDEX credit_catalog_by_sort ON credit_catalog(sort, id);
  CREATE INDEX credit_catalog_by_organ ON credit_catalog(organ, sort);
  CREATE INDEX credit_catalog_by_type ON credit_catalog(type, sort);

  -- An information resource (信息资源) of a catalogue.
  CREATE TABLE credit_resource (
    id              INTEGER PRIMARY KEY,
    catalog_id      INTEGER NOT NULL REFERENCES credit_catalog(id),
    name            TEXT NOT NULL,
    code            TEXT NOT NULL UNIQUE,     -- 资源编码
    organ           TEXT NOT NULL,            -- 提供单位
    share_type      TEXT NOT NULL CHECK (share_type IN ('无条件共享', '有条件共享', '不予共享')),
    share_condition TEXT,                     -- 共享条件, for 有条件共享
    open_type       TEXT NOT NULL CHECK (open_type IN ('无条件开放', '有条件开放', '不予开放')),
    update_cycle    TEXT NOT NULL,
    data_count      INTEGER NOT NULL,
    update_time     TEXT NOT NULL,
    description     TEXT NOT NULL,
    sort            INTEGER NOT NULL
  );
  CREATE INDEX credit_resource_by_catalog ON credit_resource(catalog_id, sort, id);

  -- The data items (数据项) of a resource, in the order the resource lists them.
  CREATE TABLE credit_resource_item (
    id          INTEGER PRIMARY KEY,
    resource_id INTEGER NOT NULL REFERENCES credit_resource(id),
    name        TEXT NOT NULL,                -- 字段名
    code        TEXT NOT NULL,                -- 字段标识
    field_type  TEXT NOT NULL CHECK (field_type IN ('字符型', '日期型', '数值型')),
    required    INTEGER NOT NULL CHECK (required IN (0, 1)),
    sort        INTEGER NOT NULL
  );
  CREATE INDEX credit_resource_item_by_resource ON credit_resource_item(resource_id, sort);
`;
