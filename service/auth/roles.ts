/**
 * Who may do what in the admin area. Today there is one admin account, and it is the owner. When accounts with roles
 * arrive, `roleOf` reads the signed-in user's role and every gate below keeps working unchanged.
 */
export type Role = 'owner' | 'member'

export function roleOf(username: string, admin: { username: string }): Role {
  return username === admin.username ? 'owner' : 'member'
}

/** Changing the public site (the content editor, publishing) is the owner's. */
export const canEditContent = (role: Role) => role === 'owner'
