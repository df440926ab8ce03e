-- The per-address lead rate limit, shared by every instance on one database (service/platform/rateLimit.ts): one row per
-- key, an HMAC of the address and form (never the address itself), with the times of its accepted posts.
create table rate_limits (
  key text primary key,
  hits bigint[] not null,              -- epoch milliseconds of the accepted posts still inside the longest window
  expires_at timestamptz not null      -- when the newest of them leaves the longest window: the row may go then
);
create index rate_limits_expiry on rate_limits (expires_at);
