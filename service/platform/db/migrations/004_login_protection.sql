-- Sessions are bound to the credentials they were opened with: a new password or username ends every session
-- opened before it (sessions from before this migration carry '' and end at once).
alter table admin_sessions add column credential text not null default '';
create index admin_sessions_username on admin_sessions (username);

-- Browsers that have signed in before (OWASP's device cookies): each holds a random token whose hash is kept here.
-- A login from such a browser is throttled by its device, not by its username, so strangers guessing at the
-- username cannot lock the owner out of a browser they have used before.
create table admin_devices (
  token_hash text primary key,
  username text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now()
);
