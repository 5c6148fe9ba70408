// The files feature's table: uploaded attachments and the public templates.
export const schema = `
  -- Uploaded attachments (owner_id set) and public templates (owner_id NULL, public 1).
  CREATE TABLE file_object (
    id           TEXT PRIMARY KEY,
    owner_id     INTEGER REFERENCES user_account(id),
    name         TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    size         INTEGER NOT NULL CHECK (size > 0),
    content_type TEXT NOT NULL,
    body         BLOB NOT NULL,
    public       INTEGER NOT NULL DEFAULT 0 CHECK (public IN (0, 1)),
    created_at   TEXT NOT NULL
  );
  CREATE INDEX file_object_by_owner ON file_object(owner_id, created_at);
`;
