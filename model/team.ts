/**
 * What the lead service and the dashboard agree on about the people who sign in to it (the browser-only mode has
 * one admin and none of this). No dependencies: the dashboard imports it.
 */
export const USER_ROLES = ['owner', 'member'] as const
/** An owner manages users, exports and erases; a member sees and works the leads. */
export type UserRole = (typeof USER_ROLES)[number]

/** How long a set-up link works: three days, enough to reach someone over a weekend. */
export const SETUP_LINK_HOURS = 72

/** The path of the set-up page; the one-time token follows in the fragment (never sent to a server, never logged). */
export const SETUP_PATH = '/admin/setup'

/** The set-up link for a token, on the dashboard's own origin. */
export const setupLink = (origin: string, token: string) => `${origin}${SETUP_PATH}#${token}`

/** A set-up token as it appears in a link: 43 base64url characters (256 random bits). */
export const SETUP_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The signed-in user, as GET /api/admin/session returns it. */
export interface SessionUser {
  id: string
  username: string
  name: string
  email: string | null
  role: UserRole
  twoFactor: boolean
  /** Recovery codes not used yet (0 without two-factor sign-in). */
  recoveryCodesLeft: number
}

/**
 * A user in the Team list: `invited` has no password yet (a set-up link may be waiting), `active` can sign in,
 * `disabled` cannot and has no session.
 */
export type UserState = 'invited' | 'active' | 'disabled'

export interface TeamUser {
  id: string
  username: string
  name: string
  email: string | null
  role: UserRole
  state: UserState
  twoFactor: boolean
  /** When the newest unused set-up link stops working (ISO), or null when there is none that still works. */
  setupLinkExpiresAt: string | null
  /** The owner ADMIN_USERNAME and ADMIN_PASSWORD_HASH define (a new hash there replaces the password). */
  fromEnvironment: boolean
  createdAt: string
}

/** A new set-up link as the service hands it out once: the token (kept only as a hash) and its expiry. */
export interface IssuedSetupLink {
  token: string
  expiresAt: string
}

/** The authenticator set-up: the secret as text (for typing in), its otpauth:// URI and the QR code's rows of modules. */
export interface TwoFactorSetup {
  secret: string
  uri: string
  /** One string per row of the QR code, '1' for a dark module, quiet zone not included. */
  qr: string[]
}
