-- Where each lead's visit began, and first-party analytics without cookies: page views and click events, counted
-- per visitor with a daily salt that is deleted after its day, kept raw for ANALYTICS_RETENTION_DAYS and rolled up
-- per day for as long as the leads are kept.

-- The visit's attribution, as the browser sent it with the lead (model/leadFields.ts, ATTRIBUTION_LIMITS).
alter table leads
  add column landing_page text,        -- path and query of the visit's first page
  add column referrer text,            -- origin of the site that linked to it; null for a direct visit
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column gclid text,               -- ad click ids, for importing offline conversions into the ad platform
  add column fbclid text,
  add column msclkid text;
-- What the reports and the dashboard's filter group a lead under: utm_source, else the referring host, else
-- '(direct)'; null for a lead sent without attribution. The same rule as analytics_events.source.
alter table leads add column source text generated always as (
  case when landing_page is not null then
    coalesce(nullif(utm_source, ''), substring(referrer from '^https?://(?:www\.)?([^/:]+)'), '(direct)')
  end) stored;
-- The landing page without its query: the unit the reports count visitors and enquiries per.
alter table leads add column landing_path text generated always as (nullif(split_part(landing_page, '?', 1), '')) stored;
-- The dashboard's search also finds a lead by its source, campaign, landing page and referrer (one field per line,
-- as in migration 003, so a match never spans two fields).
alter table leads drop column search_text;
alter table leads add column search_text text generated always as (lower(
  coalesce(name, '') || chr(10) || email || chr(10) || coalesce(service, '') || chr(10) ||
  coalesce(utm_source, '') || chr(10) || coalesce(utm_medium, '') || chr(10) || coalesce(utm_campaign, '') || chr(10) ||
  coalesce(utm_term, '') || chr(10) || coalesce(utm_content, '') || chr(10) || coalesce(landing_page, '') || chr(10) ||
  coalesce(referrer, ''))) stored;

-- One secret per calendar day (Asia/Kolkata), deleted once its day is over: a visitor's hash cannot be recomputed,
-- or linked to the next day's, by anyone, the owner included.
create table analytics_salts (
  day date primary key,
  salt text not null                   -- 32 random bytes, hex
);

-- Page views and click events. No address, no user agent, no identifier that outlives its day.
create table analytics_events (
  id bigserial primary key,
  at timestamptz not null default now(),
  day date not null,                   -- the calendar day (Asia/Kolkata) it arrived on, whose salt made `visitor`
  visitor bigint not null,             -- first 8 bytes of sha256(salt, site, address, user agent)
  kind text not null check (kind in ('pageview', 'phone_click', 'whatsapp_click', 'form_submission', 'send_message_click', 'download')),
  path text not null,
  landing boolean not null default false, -- the first page of a visit
  referrer text,                       -- a landing page view's referring origin
  utm_source text,
  utm_campaign text,
  device text not null check (device in ('mobile', 'tablet', 'desktop')),
  browser text not null,
  source text generated always as (
    case when landing then
      coalesce(nullif(utm_source, ''), substring(referrer from '^https?://(?:www\.)?([^/:]+)'), '(direct)')
    end) stored
);
create index analytics_events_day on analytics_events (day);

-- Per day and dimension ('total', 'page', 'entry', 'referrer', 'source', 'campaign', 'device', 'browser', 'event'):
-- distinct visitors that day, hits (page views, or events for 'event') and entries (visits begun).
create table analytics_daily (
  dimension text not null,
  day date not null,
  value text not null,
  visitors integer not null,
  hits integer not null,
  entries integer not null,
  primary key (dimension, day, value)
);
-- The days whose raw events have been rolled up into analytics_daily (the reports read the rest raw).
create table analytics_rolled_days (
  day date primary key,
  rolled_at timestamptz not null default now()
);
