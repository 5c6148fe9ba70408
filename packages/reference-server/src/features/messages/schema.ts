// The message centre's table: notices to accounts, read or unread.

export const schema = `
  CREATE TABLE site_message (
    id          INTEGER PRIMARY KEY,
    user_id     INTEGER NOT NULL REFERENCES user_account(id),
    title       TEXT NOT NULL,
    content     TEXT NOT NULL,
    type        TEXT NOT NULL CHECK (type IN ('1', '2', '3')),
    read_flag   INTEGER NOT NULL DEFAULT 0 CHECK (read_flag IN (0, 1)),
    create_time TEXT NOT NULL,              -- yyyy-MM-dd HH:mm:ss CST
    read_time   TEXT
  );
  -- The list is "one visitor's messages, newest first".
  CREATE INDEX site_message_by_user ON site_message(user_id, create_time DESC, id DESC);
`;
