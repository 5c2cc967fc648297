-- Document number counters: one row per prefix and business day (`numbers-so-20261124`), holding
-- the last number given. Numbers are taken with one upsert on this row instead of appending to a
-- counter stream with an expected version (which made concurrent cashiers collide, 409).
--  - Orders, counts, transfers...: the upsert runs on its own, so the row is locked for one
--    statement only; a document that is then refused leaves a gap (allowed: not a legal series).
--  - Gapless series (invoices): the upsert runs inside the document's transaction; the row lock
--    queues concurrent issuers until commit, and a rollback gives the number back.
-- The log stays the truth: every document carries its number in its first event, and
-- es.recount_document_numbers() rebuilds the counters from the log (after an imported log, and
-- here from the counter streams and documents written before this table existed).
create table if not exists es.counters (
  name  text primary key,
  value bigint not null check (value >= 0)
);

create or replace function es.recount_document_numbers() returns void language sql as $$
  insert into es.counters (name, value)
  select 'numbers-' || lower(m[1]) || '-' || m[2], max(m[3]::bigint)
    from (select regexp_match(data->>'number', '^([A-Za-z]+)-([0-9]{8})-([0-9]+)$') as m
            from es.events where data ? 'number') numbered
   where m is not null
   group by 1
  on conflict (name) do update set value = greatest(es.counters.value, excluded.value)
$$;

select es.recount_document_numbers();
