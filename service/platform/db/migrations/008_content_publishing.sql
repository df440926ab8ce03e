-- Publishing the content editor's changes: one row per publish the owner asks for, from queued to live or failed.
-- The state is kept here (not in a process) so the editor shows the same progress to every open tab and after a
-- restart; a publish that was building when the service stopped is marked failed at the next start.
create table content_publishes (
  id bigserial primary key,
  requested_by text not null,
  state text not null default 'queued' check (state in ('queued', 'building', 'live', 'failed')),
  commit_sha text,
  message text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index content_publishes_state on content_publishes (state, id);
