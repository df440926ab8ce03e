/**
 * Who a commit of the content editor is by, made from the signed-in account's checked fields only. The display name
 * is free text an owner typed (one line), and Git reads an author as "Name <address>": a name such as
 * "Someone <ceo@agency.in>" wrote that address into the history. So anything in angle brackets, the brackets and
 * control characters leave the name (an empty one becomes the sign-in name), and the address is the account's e-mail,
 * checked as one when the user was added (the environment's owner, who may have none, gets one at the editor).
 */
import { z } from 'zod'
import type { Author } from './repo'

const address = z.email()

const plain = (text: string) =>
  text
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[<>\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()

export function commitAuthor(user: { name: string; username: string; email: string | null }): Author {
  const email =
    user.email !== null && address.safeParse(user.email).success
      ? user.email
      : `${user.username.replace(/[^a-zA-Z0-9._-]/g, '') || 'owner'}@content-editor`
  return { name: plain(user.name) || plain(user.username) || email, email }
}
