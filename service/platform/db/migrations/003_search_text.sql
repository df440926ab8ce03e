-- Dashboard search (and the exports of a search) looked for the text in lower(name), lower(email) and
-- lower(service) of every lead: three conversions per row on every search. The lowercased fields are kept once per
-- lead instead, one per line, so a match never spans two fields (the dashboard's search box holds one line).
-- Measured over 100,000 leads on PGlite: the search's count from 78 ms to 21 ms.
alter table leads add column search_text text
  generated always as (lower(coalesce(name, '') || chr(10) || email || chr(10) || coalesce(service, ''))) stored;
