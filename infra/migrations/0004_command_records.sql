-- One row per applied command id, written in the same transaction (or statement) as the
-- command's events, so a command and its record are applied together or not at all.
--  - The key is (user, command id): a command id is the client's, and another user sending the
--    same id is sending another command.
--  - request_hash fingerprints the request (method, route, path parameters, canonical body
--    without the command id): the same id with another request is refused (409
--    command_id_reused) instead of being answered "duplicate" while the change is dropped.
--    NULL = not known (commands recorded before this table existed, appends outside HTTP): any
--    request with that id is then taken for a retry, as before.
--  - result is the first answer, [{streamId, streamVersion, globalPosition}] in append order;
--    a retry gets it back with duplicate: true.
-- The primary key is also what makes concurrent retries apply once: the second insert waits for
-- the first transaction and fails when it commits.
create table if not exists es.commands (
  user_id      text        not null,
  command_id   text        not null,
  request_hash text,
  result       jsonb       not null,
  created_at   timestamptz not null default now(),
  constraint commands_pk primary key (user_id, command_id)
);

-- Records the commands of events that have none (events appended before this table, or
-- imported from an exported log) with an unknown request: their retries still dedupe.
create or replace function es.record_commands_of_events() returns void language sql as $$
  insert into es.commands (user_id, command_id, request_hash, result, created_at)
  select user_id, command_id, null,
         jsonb_agg(jsonb_build_object('streamId', stream_id, 'streamVersion', ver, 'globalPosition', pos::text) order by first_seq),
         min(first_at)
    from (select coalesce(metadata->>'userId', '') as user_id, command_id, stream_id,
                 max(stream_version) as ver, max(global_position) as pos, min(command_seq) as first_seq, min(recorded_at) as first_at
            from es.events where command_id is not null
           group by 1, 2, 3) per_stream
   group by user_id, command_id
  on conflict do nothing
$$;

select es.record_commands_of_events();

-- es.commands now answers retries; the old global unique index would refuse a second user's
-- command that happens to carry the same id.
drop index if exists es.events_command_uq;
