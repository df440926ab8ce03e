/**
 * The dashboard's links to reach a lead: tel: with the number in E.164 (what a phone or a softphone dials from any
 * country) and mailto:. A number that cannot be read as a whole international number gets no link (it is shown as
 * typed); an Indian number typed without its country code (98111 22334, 098111 22334) is dialled with +91.
 */

/** E.164 allows at most 15 digits; fewer than 8 is no one's whole number. */
const E164_DIGITS = /^[1-9]\d{7,14}$/

/** "+91 98111-22334" -> "+919811122334"; null when the text is not a whole phone number. */
export function e164(phone: string): string | null {
  const typed = phone.trim()
  if (!/^\+?[\d\s().-]+$/.test(typed)) return null
  const digits = typed.replace(/\D/g, '')
  let international: string
  if (typed.startsWith('+')) international = digits
  else if (digits.startsWith('00')) international = digits.slice(2)
  else if (/^[1-9]\d{9}$/.test(digits)) international = `91${digits}`
  else if (/^0[1-9]\d{9}$/.test(digits)) international = `91${digits.slice(1)}`
  else if (/^91\d{10}$/.test(digits)) international = digits
  else return null
  return E164_DIGITS.test(international) ? `+${international}` : null
}

export function telHref(phone: string): string | null {
  const number = e164(phone)
  return number ? `tel:${number}` : null
}

/** mailto: for an address as stored; characters that mean something in a URL (? # & %) are escaped. */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@')
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
}
