-- pg_trgm: trigram GIN indexes let the product search (`contains` on code and names) use an index
-- instead of reading the whole table (docs/catalog.md "Product search"). Read models create their
-- trigram indexes only when the extension is there, so a server where this role may not create
-- extensions (some managed PostgreSQL services) still runs: the search then reads the table, and
-- the app says so in its start-up log. An administrator can run `create extension pg_trgm` in this
-- database later; the next start adds the indexes. PGlite ships pg_trgm (loaded by its adapter).
do $$
begin
  create extension if not exists pg_trgm;
exception when others then
  raise warning 'pg_trgm is not available (%): product search will read the whole table', sqlerrm;
end
$$;
