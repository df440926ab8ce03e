/** SQL for the team (service/team/users.ts): users, their set-up links, recovery codes and second-factor challenges. */
import type { TeamUser, UserRole } from '../../model/team'
import type { Database, Sql } from '../platform/db/database'
import { usernameKey, usernameKeySql } from './username'

export interface UserRow {
  id: string
  username: string
  name: string
  email: string | null
  role: UserRole
  passwordHash: string | null
  disabled: boolean
  fromEnvironment: boolean
  environmentHash: string | null
  totpSecret: string | null
  totpPendingSecret: string | null
}

interface RawUser {
  id: string
  username: string
  name: string
  email: string | null
  role: UserRole
  password_hash: string | null
  disabled_at: Date | string | null
  from_environment: boolean
  environment_hash: string | null
  totp_secret: string | null
  totp_pending_secret: string | null
}

const USER_COLUMNS = 'id, username, name, email, role, password_hash, disabled_at, from_environment, environment_hash, totp_secret, totp_pending_secret'

const toUser = (row: RawUser): UserRow => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  disabled: row.disabled_at !== null,
  fromEnvironment: row.from_environment,
  environmentHash: row.environment_hash,
  totpSecret: row.totp_secret,
  totpPendingSecret: row.totp_pending_secret,
})

const one = (rows: RawUser[]) => (rows[0] ? toUser(rows[0]) : null)

/** The user a typed sign-in name names, by the one fold of service/team/username.ts on both sides. */
export async function findUserByUsername(db: Sql, username: string): Promise<UserRow | null> {
  return one(await db.query<RawUser>(`select ${USER_COLUMNS} from users where ${usernameKeySql('username')} = $1`, [usernameKey(username)]))
}

export async function findUserById(db: Sql, id: string): Promise<UserRow | null> {
  return one(await db.query<RawUser>(`select ${USER_COLUMNS} from users where id = $1`, [id]))
}

/** Whether a username or e-mail address is taken by any user (either column, any case). */
export async function nameTaken(db: Sql, text: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where lower(username) = lower($1) or lower(email) = lower($1)', [text.trim()])
  return rows.length > 0
}

export async function insertUser(
  db: Sql,
  user: { id: string; username: string; name: string; email: string | null; role: UserRole; createdBy: string | null },
): Promise<void> {
  await db.query('insert into users (id, username, name, email, role, created_by) values ($1, $2, $3, $4, $5, $6)', [
    user.id,
    user.username,
    user.name,
    user.email,
    user.role,
    user.createdBy,
  ])
}

/** Every user for the Team list, owners first, then by name. */
export async function listUsers(db: Sql): Promise<TeamUser[]> {
  const rows = await db.query<{
    id: string
    username: string
    name: string
    email: string | null
    role: UserRole
    has_password: boolean
    disabled: boolean
    two_factor: boolean
    from_environment: boolean
    created_at: Date | string
    link_expires_at: Date | string | null
  }>(
    `select u.id, u.username, u.name, u.email, u.role, u.password_hash is not null as has_password, u.disabled_at is not null as disabled,
            u.totp_secret is not null as two_factor, u.from_environment, u.created_at,
            (select max(l.expires_at) from setup_links l where l.user_id = u.id and l.used_at is null and l.expires_at > now()) as link_expires_at
     from users u order by u.role = 'owner' desc, lower(u.name), u.id`,
  )
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role,
    state: row.disabled ? 'disabled' : row.has_password ? 'active' : 'invited',
    twoFactor: row.two_factor,
    setupLinkExpiresAt: row.link_expires_at === null ? null : new Date(row.link_expires_at).toISOString(),
    fromEnvironment: row.from_environment,
    createdAt: new Date(row.created_at).toISOString(),
  }))
}

/**
 * Changes a user's role or disabled state, unless that would leave no active owner (one with a password who is not
 * disabled). The owners' rows are locked first, so two owners demoting each other at once cannot both succeed.
 */
export async function changeUser(
  db: Database,
  id: string,
  change: { role?: UserRole; disabled?: boolean },
): Promise<{ ok: true; user: UserRow } | { ok: false; reason: 'not_found' | 'last_owner' }> {
  return db.transaction(async (tx) => {
    const owners = await tx.query<{ id: string }>(
      `select id from users where role = 'owner' and disabled_at is null and password_hash is not null order by id for update`,
    )
    const user = one(await tx.query<RawUser>(`select ${USER_COLUMNS} from users where id = $1 for update`, [id]))
    if (!user) return { ok: false, reason: 'not_found' }
    const stopsBeingOwner = change.role === 'member' || change.disabled === true
    if (stopsBeingOwner && owners.length === 1 && owners[0]!.id === id) return { ok: false, reason: 'last_owner' }
    const rows = await tx.query<RawUser>(
      `update users set role = coalesce($2, role),
              disabled_at = case when $3::boolean is null then disabled_at when $3 then coalesce(disabled_at, now()) else null end
       where id = $1 returning ${USER_COLUMNS}`,
      [id, change.role ?? null, change.disabled ?? null],
    )
    return { ok: true, user: toUser(rows[0]!) }
  })
}

/** A new password (or, on setting up, the first): two-factor state stays as it is. */
export async function setPassword(db: Sql, id: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where id = $1', [id, passwordHash])
}

// ---------------------------------------------------------------------------------------------------------------
// The owner from the environment (ADMIN_USERNAME, ADMIN_PASSWORD_HASH)

/**
 * Makes the environment's owner match the environment, in one transaction (several instances may start at once):
 * created on the first start; renamed when ADMIN_USERNAME changed; given the environment's hash as its password when
 * that hash differs from the one applied last (and made an active owner again: the environment is the way back in).
 * An unchanged hash leaves a password changed in the dashboard as it is.
 */
export async function syncEnvironmentOwner(
  db: Database,
  owner: { id: string; username: string; hash: string },
): Promise<'created' | 'unchanged' | { renamed: boolean; passwordApplied: boolean } | { conflict: string }> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [4_173_007])
    const current = one(await tx.query<RawUser>(`select ${USER_COLUMNS} from users where from_environment`))
    const holder = one(
      await tx.query<RawUser>(`select ${USER_COLUMNS} from users where lower(username) = lower($1) or lower(email) = lower($1)`, [owner.username]),
    )
    if (holder && holder.id !== current?.id) return { conflict: holder.username }
    if (!current) {
      await tx.query(
        `insert into users (id, username, name, email, role, password_hash, from_environment, environment_hash)
         values ($1, $2, $2, null, 'owner', $3, true, $3)`,
        [owner.id, owner.username, owner.hash],
      )
      return 'created'
    }
    const renamed = current.username !== owner.username
    const passwordApplied = current.environmentHash !== owner.hash
    if (!renamed && !passwordApplied) return 'unchanged'
    await tx.query(
      `update users set username = $2,
              password_hash = case when $4 then $3 else password_hash end,
              environment_hash = $3,
              role = case when $4 then 'owner' else role end,
              disabled_at = case when $4 then null else disabled_at end
       where id = $1`,
      [current.id, owner.username, owner.hash, passwordApplied],
    )
    return { renamed, passwordApplied }
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Set-up links

/** Stores a new link for a user; any older unused link of theirs stops working. */
export async function insertSetupLink(db: Database, userId: string, tokenHash: string, hours: number): Promise<Date> {
  return db.transaction(async (tx) => {
    await tx.query('delete from setup_links where user_id = $1 and used_at is null', [userId])
    const rows = await tx.query<{ expires_at: Date | string }>(
      `insert into setup_links (token_hash, user_id, expires_at) values ($1, $2, now() + make_interval(hours => $3::int)) returning expires_at`,
      [tokenHash, userId, hours],
    )
    return new Date(rows[0]!.expires_at)
  })
}

export async function findSetupLink(db: Sql, tokenHash: string): Promise<{ userId: string; used: boolean; expired: boolean } | null> {
  const rows = await db.query<{ user_id: string; used: boolean; expired: boolean }>(
    'select user_id, used_at is not null as used, expires_at <= now() as expired from setup_links where token_hash = $1',
    [tokenHash],
  )
  const row = rows[0]
  return row ? { userId: row.user_id, used: row.used, expired: row.expired } : null
}

/** Unused links of a user stop working (the user was disabled). */
export async function deleteSetupLinksOf(db: Sql, userId: string): Promise<void> {
  await db.query('delete from setup_links where user_id = $1 and used_at is null', [userId])
}

/** Spends a link that is unused and unexpired; the user it was for, or null (it was spent meanwhile, or expired). */
export async function spendSetupLink(db: Sql, tokenHash: string): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    'update setup_links set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning user_id',
    [tokenHash],
  )
  return rows[0]?.user_id ?? null
}

/** Forgets links that were used or expired more than a week ago (the Team list shows only working ones). */
export async function purgeOldSetupLinks(db: Sql): Promise<number> {
  return (await db.query(`delete from setup_links where coalesce(used_at, expires_at) < now() - interval '7 days' returning token_hash`)).length
}

// ---------------------------------------------------------------------------------------------------------------
// Two-factor sign-in

export async function setPendingSecret(db: Sql, userId: string, secret: string): Promise<void> {
  await db.query('update users set totp_pending_secret = $2 where id = $1', [userId, secret])
}

/** The pending secret becomes the user's, with the step of the confirming code as the last one used. */
export async function confirmSecret(db: Sql, userId: string, step: number): Promise<boolean> {
  const rows = await db.query(
    `update users set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_last_step = $2
     where id = $1 and totp_pending_secret is not null returning id`,
    [userId, step],
  )
  return rows.length > 0
}

/** Turns two-factor sign-in off: the secret and every recovery code go. */
export async function clearTwoFactor(db: Sql, userId: string): Promise<void> {
  await db.query('update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null where id = $1', [userId])
  await db.query('delete from recovery_codes where user_id = $1', [userId])
}

/**
 * Records a code's time step as used, only when it is later than the last one: a code is never accepted twice (two
 * parallel sign-ins with one code: one wins), nor one from before a code already used.
 */
export async function spendStep(db: Sql, userId: string, step: number): Promise<boolean> {
  const rows = await db.query(
    `update users set totp_last_step = $2 where id = $1 and totp_secret is not null and (totp_last_step is null or totp_last_step < $2) returning id`,
    [userId, step],
  )
  return rows.length > 0
}

export async function replaceRecoveryCodes(db: Sql, userId: string, codeHashes: readonly string[]): Promise<void> {
  await db.query('delete from recovery_codes where user_id = $1', [userId])
  await db.query('insert into recovery_codes (user_id, code_hash) select $1, unnest($2::text[])', [userId, codeHashes])
}

/** Spends a recovery code once; false when it is unknown or was used. */
export async function spendRecoveryCode(db: Sql, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db.query('update recovery_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null returning code_hash', [
    userId,
    codeHash,
  ])
  return rows.length > 0
}

export async function recoveryCodesLeft(db: Sql, userId: string): Promise<number> {
  const rows = await db.query<{ left: number | string }>('select count(*) as left from recovery_codes where user_id = $1 and used_at is null', [userId])
  return Number(rows[0]?.left ?? 0)
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-ins waiting for their second factor

export async function insertChallenge(db: Sql, tokenHash: string, userId: string, credential: string, seconds: number): Promise<void> {
  await db.query(
    `insert into login_challenges (token_hash, user_id, credential, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4::int))`,
    [tokenHash, userId, credential, seconds],
  )
}

/** The user and credential of a challenge that has not expired. */
export async function findChallenge(db: Sql, tokenHash: string): Promise<{ userId: string; credential: string } | null> {
  const rows = await db.query<{ user_id: string; credential: string }>(
    'select user_id, credential from login_challenges where token_hash = $1 and expires_at > now()',
    [tokenHash],
  )
  return rows[0] ? { userId: rows[0].user_id, credential: rows[0].credential } : null
}

export async function deleteChallenge(db: Sql, tokenHash: string): Promise<void> {
  await db.query('delete from login_challenges where token_hash = $1', [tokenHash])
}

export async function deleteChallengesOf(db: Sql, userId: string): Promise<void> {
  await db.query('delete from login_challenges where user_id = $1', [userId])
}

export async function purgeExpiredChallenges(db: Sql): Promise<number> {
  return (await db.query('delete from login_challenges where expires_at <= now() returning token_hash')).length
}
