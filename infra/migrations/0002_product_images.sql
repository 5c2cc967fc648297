-- The bytes of product images (image import). Not a read model: it cannot be rebuilt from the
-- events, which carry only each image's id (the SHA-256 of its bytes), type, size and address.
-- Content-addressed: the same picture uploaded twice, or for two products, is kept once. Rows
-- are written in the same transaction as the ProductImageAdded event that first refers to them.
create schema if not exists files;

create table if not exists files.product_images (
  image_id     text        primary key,
  content_type text        not null,
  size         int         not null,
  bytes        bytea       not null,
  stored_at    timestamptz not null default now()
);
