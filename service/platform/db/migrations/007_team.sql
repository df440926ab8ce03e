-- A small team: users with a role, one-time set-up links, and optional two-factor sign-in.

create table users (
  id uuid primary key,
  -- The sign-in name: the environment's ADMIN_USERNAME for the owner it defines, the e-mail address for everyone else.
  username text not null,
  name text not null,
  email text,                          -- null only for the environment's owner, who was created without one
  role text not null check (role in ('owner', 'member')),
  password_hash text,                  -- scrypt (service/team/password.ts); null until the set-up link is used
  disabled_at timestamptz,
  -- The one owner ADMIN_USERNAME / ADMIN_PASSWORD_HASH define, and the hash from the environment last applied to it:
  -- a new hash there replaces the password (so rotating it still works), an unchanged one leaves an in-app change be.
  from_environment boolean not null default false,
  environment_hash text,
  -- Two-factor sign-in (RFC 6238): the secret once confirmed, a secret being set up, and the last time step accepted
  -- (a code is never accepted twice, nor one older than the last).
  totp_secret text,
  totp_pending_secret text,
  totp_last_step bigint,
  created_at timestamptz not null default now(),
  created_by uuid references users (id)
);
create unique index users_username on users (lower(username));
create unique index users_email on users (lower(email));
create unique index users_one_from_environment on users (from_environment) where from_environment;

-- One-time set-up links: only the SHA-256 of the token is kept, and a link is spent once used.
create table setup_links (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index setup_links_user on setup_links (user_id);

-- Recovery codes for two-factor sign-in, hashed, each usable once.
create table recovery_codes (
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- A sign-in whose password was right, waiting for its one-time code (a cookie holds the token; here only its hash).
create table login_challenges (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  credential text not null,            -- the password it was opened with: a change meanwhile voids it
  expires_at timestamptz not null
);
