// The dictionaries' table: one row per choice, under its dictionary's code.

export const schema = `
  CREATE TABLE data_dictionary (
    dict_code   TEXT PRIMARY KEY,
    parent_code TEXT NOT NULL,
    dict_label  TEXT NOT NULL,
    dict_value  TEXT NOT NULL,
    sort        INTEGER NOT NULL,
    UNIQUE (parent_code, dict_value)
  );
  CREATE INDEX data_dictionary_by_parent ON data_dictionary(parent_code, sort);
`;
