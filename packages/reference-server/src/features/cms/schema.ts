// The tables this feature adds to the foundation's (db/schema.ts): attachments, the header's link lists
// and member units, the sidebars, and the classifications the portal's routes ask for by name.

export const schema = `
  CREATE INDEX article_classification_by_parent ON article_classification(parent_id, sort);

  -- Files attached to articles; ids are those of /filestorage/file/downloadFile/{id}.
  CREATE TABLE article_attachment (
    id         TEXT PRIMARY KEY,
    article_id INTEGER NOT NULL REFERENCES article(id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    size       INTEGER NOT NULL CHECK (size >= 0),
    sort       INTEGER NOT NULL
  );
  CREATE INDEX article_attachment_by_article ON article_attachment(article_id, sort);

  -- Spec §3 member or link entry: type 1 member units (logos), type 2 the header's link drop-downs.
  CREATE TABLE member_link (
    id         TEXT PRIMARY KEY,
    type       INTEGER NOT NULL CHECK (type IN (1, 2)),
    group_name TEXT NOT NULL,
    name       TEXT NOT NULL,
    url        TEXT NOT NULL CHECK (url LIKE 'http://%' OR url LIKE 'https://%'),
    picture_id TEXT NOT NULL REFERENCES picture(id),
    sort       INTEGER NOT NULL
  );
  CREATE INDEX member_link_by_type ON member_link(type, group_name, sort);

  -- Left columns of the portal and its sub-sites: sites at the top, their blocks below.
  CREATE TABLE sidebar_type (
    id        TEXT PRIMARY KEY,
    parent_id TEXT REFERENCES sidebar_type(id),
    name      TEXT NOT NULL,
    code      TEXT NOT NULL UNIQUE,
    kind      TEXT NOT NULL CHECK (kind IN ('site', 'picture', 'menu')),
    sort      INTEGER NOT NULL
  );
  CREATE TABLE sidebar_item (
    id         TEXT PRIMARY KEY,
    type_id    TEXT NOT NULL REFERENCES sidebar_type(id),
    title      TEXT NOT NULL,
    picture_id TEXT REFERENCES picture(id),
    url        TEXT NOT NULL,
    sort       INTEGER NOT NULL
  );
  CREATE INDEX sidebar_item_by_type ON sidebar_item(type_id, sort);
`;
