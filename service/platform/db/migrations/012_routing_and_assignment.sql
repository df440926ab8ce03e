-- Leads filed by kind, assigned to a user, newsletter sign-ups that can be unsubscribed, and the daily digest.

-- The folder a lead is in, kept by the database from what decides it (model/leadFields.ts folderOf says the same):
-- suspected spam, then job and internship applications (a position is set), newsletter sign-ups, every other enquiry.
-- The dashboard lists and counts a folder from its indexes below, as it did the inbox and spam before.
alter table leads
  add column folder text not null generated always as (
    case when spam then 'spam' when position is not null then 'applications' when type = 'newsletter' then 'subscribers' else 'inbox' end
  ) stored,
  add column assigned_to uuid references users (id) on delete set null,
  add column unsubscribed_at timestamptz,
  add constraint leads_unsubscribed_sign_up check (unsubscribed_at is null or type = 'newsletter');

drop index leads_folder_newest;
create index leads_folder_newest on leads (folder, received_at desc, id desc);
drop index leads_folder_type_status;
create index leads_folder_type_status on leads (folder, type, status);
drop index leads_service;
create index leads_service on leads (service, type, folder);
-- "My leads": one user's leads, newest first, and their counts by form, from the index alone.
create index leads_assigned on leads (assigned_to, received_at desc, id desc) include (folder, type) where assigned_to is not null;

-- A sign-up is counted in the digest, not mailed one by one: mails not yet sent for sign-ups are dropped.
delete from notifications where channel = 'email' and sent_at is null and lead_id in (select id from leads where type = 'newsletter');

-- The history also records who assigned a lead to whom, and who recorded an unsubscribe.
alter table lead_events drop constraint lead_events_kind_check;
alter table lead_events
  add constraint lead_events_kind_check check (kind in ('status', 'follow_up', 'assign', 'unsubscribe')),
  add column assigned_to uuid references users (id) on delete set null,
  add column from_assigned_to uuid references users (id) on delete set null;

-- The daily digest: one row per user and day (India's calendar), claimed with a lease like a notification job, so
-- each user gets one mail a day however many instances run. `empty`: there was nothing to report, so none was sent.
create table digests (
  user_id uuid not null references users (id) on delete cascade,
  day date not null,
  attempts integer not null default 0,
  lease_until timestamptz,
  sent_at timestamptz,
  empty boolean,
  last_error text,
  primary key (day, user_id)
);
