-- Uploaded documents. The bytes live in the content store (DATA_DIR/files/<2 hex>/<sha256>),
-- shared by every row with the same sha256; a row is one upload by one user.
CREATE TABLE files (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document_type  text NOT NULL,
  original_name  text NOT NULL,
  media_type     text NOT NULL,
  size           bigint NOT NULL CHECK (size >= 0),
  sha256         char(64) NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_owner_idx ON files (owner_id, created_at);
CREATE INDEX files_sha256_idx ON files (sha256);
