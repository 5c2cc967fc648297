-- Secrets of this installation, made once by the database itself. Not a read model: nothing in
-- the events can rebuild them. `signin-names` keys the HMAC that sign-in attempts keep instead of
-- the user name typed (which may be a password typed in the wrong field): without the key, a
-- reader of the event log cannot test guesses against those hashes. Losing the key only makes
-- sign-in counts start afresh. gen_random_uuid() draws from the server's strong random source.
create table if not exists es.installation_keys (
  name       text        primary key,
  key        bytea       not null,
  created_at timestamptz not null default now()
);

insert into es.installation_keys (name, key)
values ('signin-names', decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))
on conflict (name) do nothing;
