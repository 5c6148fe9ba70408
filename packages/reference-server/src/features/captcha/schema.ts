// The captcha tables: graphic codes and slide puzzles, each valid 3 minutes and for one check.
export const schema = `
  -- Graphic captchas: valid 3 minutes and for one check (the row is deleted when checked).
  CREATE TABLE captcha (
    token      TEXT PRIMARY KEY,
    answer     TEXT NOT NULL,
    image      TEXT NOT NULL,
    expires_at INTEGER NOT NULL          -- ms since the epoch
  );
  CREATE INDEX captcha_expiry ON captcha(expires_at);

  -- Slide puzzles: the gap's x never leaves the server; valid 3 minutes and for one check.
  CREATE TABLE slide_captcha (
    token      TEXT PRIMARY KEY,
    x          INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX slide_captcha_expiry ON slide_captcha(expires_at);
`;
