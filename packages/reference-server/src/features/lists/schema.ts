// The lists' tables: the monthly city credit ranking, the member units and the contract-performance records.

export const schema = `
  -- 城市信用排名: one row per region and month. scope 'province' ranks the cities of the province,
  -- 'district' the districts of the city. change = last month's rank minus this month's (up is positive).
  CREATE TABLE city_credit_ranking (
    id          INTEGER PRIMARY KEY,
    scope       TEXT NOT NULL CHECK (scope IN ('province', 'district')),
    period      TEXT NOT NULL,                -- yyyy-MM
    region_code TEXT NOT NULL,
    name        TEXT NOT NULL,
    rank        INTEGER NOT NULL,
    score       REAL NOT NULL,                -- 城市信用监测综合指数
    change      INTEGER NOT NULL,
    UNIQUE (scope, period, rank)
  );

  -- 成员单位 of the city's credit leading group; the logo is a stored picture.
  CREATE TABLE member_unit (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    picture_id TEXT NOT NULL REFERENCES picture(id),
    url        TEXT NOT NULL,
    sort       INTEGER NOT NULL
  );

  -- 合同履约: public contracts between an organ or state-owned company (甲方) and an enterprise (乙方).
  CREATE TABLE contract_performance (
    id               INTEGER PRIMARY KEY,
    contract_no      TEXT NOT NULL UNIQUE,
    name             TEXT NOT NULL,
    contract_type    TEXT NOT NULL,
    party_a          TEXT NOT NULL,
    party_a_code     TEXT NOT NULL,
    enterprise_id    INTEGER NOT NULL REFERENCES enterprise(id),   -- 乙方
    amount           REAL NOT NULL,                                -- 合同金额（万元）
    sign_date        TEXT NOT NULL,                                -- yyyy-MM-dd
    start_date       TEXT NOT NULL,
    end_date         TEXT NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('正常履约', '履约中', '违约')),
    performance_desc TEXT NOT NULL,
    breach_desc      TEXT,                                         -- 违约情形, only for 违约
    district         TEXT NOT NULL,
    organ            TEXT NOT NULL,                                -- 监管部门
    update_time      TEXT NOT NULL
  );
  CREATE INDEX contract_performance_by_sign ON contract_performance(sign_date DESC, id DESC);
  CREATE INDEX contract_performance_by_status ON contract_performance(status, sign_date DESC, id DESC);
`;
