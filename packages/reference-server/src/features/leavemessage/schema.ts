// The message board's table: citizen messages and website interaction (features/interaction) in one
// table with a channel column, because both are a titled message with a type, a reply, a reply unit and
// a public flag.
export const schema = `
  CREATE TABLE message_board (
    id          INTEGER PRIMARY KEY,
    channel     TEXT NOT NULL CHECK (channel IN ('leaveMessage', 'interaction')),
    tracking_no TEXT NOT NULL UNIQUE,                 -- LY / HD + yyyyMMdd + daily sequence (4 digits, more past 9999)
    user_id     INTEGER REFERENCES user_account(id),
    title       TEXT NOT NULL,
    type        TEXT NOT NULL CHECK (type IN ('咨询', '建议', '投诉', '求助')),
    content     TEXT NOT NULL,
    name        TEXT NOT NULL,
    phone       TEXT NOT NULL,
    email       TEXT,
    is_public   INTEGER NOT NULL CHECK (is_public IN (0, 1)),
    status      TEXT NOT NULL CHECK (status IN ('待受理', '受理中', '已办结')),
    reply       TEXT,
    reply_unit  TEXT,
    reply_time  TEXT,
    created_at  TEXT NOT NULL
  );
  -- Public lists: published (public and replied) messages of a channel, newest first.
  CREATE INDEX message_board_public ON message_board(channel, is_public, status, created_at DESC, id DESC);
  CREATE INDEX message_board_by_user ON message_board(channel, user_id, created_at DESC, id DESC);
`;
