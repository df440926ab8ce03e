-- Following a lead to a result: a pipeline stage (won with a deal value in rupees, lost with a reason), a follow-up
-- date with an optional time (India's time, as the owner reads it), notes signed by their author, and the history of
-- who changed what and when. Notes and history go with their lead (deletion, erasure, retention).

create table lead_events (
  id bigserial primary key,
  lead_id uuid not null references leads (id) on delete cascade,
  user_id uuid references users (id) on delete set null,  -- null: the service itself (this migration)
  at timestamptz not null default now(),
  kind text not null check (kind in ('status', 'follow_up')),
  from_status text,
  status text,
  deal_value integer,
  lost_reason text,
  lost_detail text,
  follow_up_on date,                   -- a follow_up event with no date: the follow-up was cleared
  follow_up_at time
);
create index lead_events_lead on lead_events (lead_id, at);

-- Before the pipeline a lead was new, contacted or closed. "Closed" said the owner was done with it, not that it was
-- won, and no deal value was ever recorded: such a lead becomes lost with no reason, and its history says so.
insert into lead_events (lead_id, kind, from_status, status)
  select id, 'status', 'closed', 'lost' from leads where status = 'closed';

alter table leads drop constraint leads_status_check;
update leads set status = 'lost' where status = 'closed';
alter table leads
  add constraint leads_status_check check (status in ('new', 'contacted', 'qualified', 'proposal', 'won', 'lost')),
  add column deal_value integer check (deal_value >= 0),
  add column lost_reason text,
  add column lost_detail text,
  add column follow_up_on date,
  add column follow_up_at time,
  -- A deal value belongs to a won lead, a reason to a lost one; a time needs its date.
  add constraint leads_won_value check ((status = 'won') = (deal_value is not null)),
  add constraint leads_lost_reason check (status = 'lost' or (lost_reason is null and lost_detail is null)),
  add constraint leads_follow_up_time check (follow_up_at is null or follow_up_on is not null);
create index leads_follow_up on leads (follow_up_on) where follow_up_on is not null;

create table lead_notes (
  id uuid primary key,
  lead_id uuid not null references leads (id) on delete cascade,
  author_id uuid references users (id) on delete set null,
  body text not null,
  created_at timestamptz not null default now(),
  edited_at timestamptz
);
create index lead_notes_lead on lead_notes (lead_id, created_at);
