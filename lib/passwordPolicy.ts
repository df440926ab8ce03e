/**
 * The rule for admin passwords, for the static build's ADMIN_PASSWORD and the lead service's hash alike:
 * at least 12 characters and not one of the passwords attackers try first.
 */
export const MIN_PASSWORD_LENGTH = 12

const COMMON = new Set([
  'password1234', 'password12345', 'password123456', '123456789012', '1234567890123', 'qwertyuiop12', 'qwerty123456',
  'administrator', 'admin1234567', 'admin@123456', 'iloveyou1234', 'welcome12345', 'letmein12345', 'passw0rd1234',
  'changeme1234', 'abcdefghijkl', 'abc123456789', '111111111111', '000000000000', 'aaaaaaaaaaaa', 'qwertyqwerty',
  '1q2w3e4r5t6y', 'india1234567', 'password@123', 'Password@123', 'P@ssw0rd1234',
])

/** Null when the password is acceptable; otherwise the rule it breaks, as a sentence. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `The admin password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  if (COMMON.has(password) || COMMON.has(password.toLowerCase())) return 'The admin password is on the list of common passwords; choose another.'
  return null
}
