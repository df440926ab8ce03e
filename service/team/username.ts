/**
 * The one form of a sign-in name, for every place that compares one: the throttle's keys, the owner of a device
 * cookie and the user lookup. Only A to Z are folded (and the ends trimmed). JavaScript's toLowerCase() and SQL's
 * lower() fold other letters each their own way ('admİn', with U+0130, was 'admi̇n' to one and 'admin' to the other),
 * so a look-alike signed in as 'admin' with a throttle count of its own; folded by these rules alone, it names nobody.
 */
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const LOWER = 'abcdefghijklmnopqrstuvwxyz'

export const usernameKey = (typed: string): string => typed.trim().replace(/[A-Z]/g, (letter) => LOWER[UPPER.indexOf(letter)]!)

/** The same fold of a stored name in SQL (stored names are trimmed already). */
export const usernameKeySql = (column: string): string => `translate(${column}, '${UPPER}', '${LOWER}')`
