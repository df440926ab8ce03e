-- The dashboard's search finds a lead by what the owner reads of it: besides name, email, service code and the
-- visit's attribution (migration 006), its phone as typed and by its digits alone ("9811122334" finds
-- "+91 98111 22334"), its company and the position applied for; and its message, through an index of its own (below).
-- One field per line as before, so a match never spans two fields (a search is one line). The labels a form, a service and a job are shown with are matched in
-- the query (service/leads/leadStore.ts) against the codes stored here, so a label renamed in content/ needs no migration.
alter table leads drop column search_text;
alter table leads add column search_text text generated always as (lower(
  coalesce(name, '') || chr(10) || email || chr(10) || coalesce(phone, '') || chr(10) ||
  regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || chr(10) || coalesce(service, '') || chr(10) ||
  coalesce(company, '') || chr(10) || coalesce(position, '') || chr(10) ||
  coalesce(utm_source, '') || chr(10) || coalesce(utm_medium, '') || chr(10) || coalesce(utm_campaign, '') || chr(10) ||
  coalesce(utm_term, '') || chr(10) || coalesce(utm_content, '') || chr(10) || coalesce(landing_page, '') || chr(10) ||
  coalesce(referrer, ''))) stored;
-- A search reads indexes, not every lead's text: with the messages, reading every lead takes longer than the
-- dashboard's 50 ms over 100,000 leads. Trigram indexes answer "contains" (LIKE '%…%'); pg_trgm is a trusted
-- extension (PostgreSQL 13 and later), which the database's owner may create. The message is indexed as it is
-- instead of being copied into search_text: a copy doubled the rows a broad search has to read, and its time.
-- A label's codes are found through the service and position columns; spam in the service's index lets the dashboard
-- count a label's leads per folder from the index alone.
create extension if not exists pg_trgm;
create index leads_search on leads using gin (search_text gin_trgm_ops);
create index leads_message on leads using gin (lower(message) gin_trgm_ops);
create index leads_service on leads (service, type, spam);
create index leads_position on leads (position) where position is not null;
