-- The event store: one append-only log. See docs/architecture.md.
create schema if not exists es;

create table if not exists es.events (
  global_position bigint generated always as identity primary key,
  -- Assigned by PostgreSQL at the first write of the transaction. Readers follow the log in
  -- (transaction_id, global_position) order and only below the snapshot's xmin, so an event
  -- whose transaction commits late is never skipped.
  transaction_id  xid8        not null default pg_current_xact_id(),
  stream_id       text        not null,
  stream_version  bigint      not null,
  type            text        not null,
  schema_version  int         not null default 1,
  data            jsonb       not null,
  metadata        jsonb       not null,
  -- The command that produced the event and its index within that command: a retried command
  -- id collides here and is answered with the first result instead of being applied twice.
  command_id      text,
  command_seq     int,
  recorded_at     timestamptz not null default now(),
  constraint events_stream_version_uq unique (stream_id, stream_version),
  constraint events_stream_version_positive check (stream_version > 0)
);

create index if not exists events_commit_order_ix on es.events (transaction_id, global_position);
create unique index if not exists events_command_uq on es.events (command_id, command_seq) where command_id is not null;

-- Append-only: nothing may rewrite history.
create or replace function es.refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'the event log is append-only (% refused)', tg_op;
end $$;
drop trigger if exists events_append_only on es.events;
create trigger events_append_only before update or delete on es.events
  for each row execute function es.refuse_change();

create schema if not exists rm;

-- One row per projector: how far it has read the log, and its state for the health page.
create table if not exists rm.checkpoints (
  projector   text primary key,
  version     int         not null default 0,
  tx          xid8        not null default '0',
  pos         bigint      not null default 0,
  status      text        not null default 'running',
  last_error  text,
  rebuild_total bigint,
  rebuild_done  bigint,
  updated_at  timestamptz not null default now()
);
