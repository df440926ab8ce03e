/**
 * The rule for admin passwords, for the static build's ADMIN_PASSWORD and the lead service's hash alike: at least
 * 12 characters and not one of the passwords attackers try first. The static build publishes the password's PBKDF2
 * hash in the login page, so a short or common one falls to an offline guess however slow each guess is.
 */
export const MIN_PASSWORD_LENGTH = 12

/**
 * Passwords of 12 or more characters that lead the public lists of leaked passwords (shorter ones already fail
 * the length rule). Compared without regard to case; repeats and keyboard or counting runs are caught by rule.
 */
const COMMON_PASSWORDS = new Set([
  'password1234',
  'password12345',
  'password123456',
  'password1234567',
  'password@123',
  'password@1234',
  'password!123',
  'password123!',
  'password123@',
  'passwordpassword',
  'p@ssw0rd1234',
  'p@ssword1234',
  'p@ssw0rd123!',
  'passw0rd1234',
  'administrator',
  'administrator1',
  'administrator123',
  'admin1234567',
  'admin12345678',
  'admin@123456',
  'adminadmin123',
  'adminpassword',
  'admin@12345678',
  'rootpassword',
  'superadmin123',
  'iloveyou1234',
  'iloveyouiloveyou',
  'iloveyou123456',
  'letmein12345',
  'letmein123456',
  'welcome12345',
  'welcome123456',
  'welcome@1234',
  'welcome@12345',
  'changeme1234',
  'changeme123!',
  'abcd12345678',
  'abc123456789',
  'abcdef123456',
  'qwerty123456',
  'qwerty1234567',
  'qwerty12345678',
  'qwertyuiop12',
  'qwertyuiop123',
  'asdfghjkl123',
  'zxcvbnm12345',
  '1234qwerasdf',
  '1qaz2wsx3edc',
  'qazwsxedcrfv',
  'football1234',
  'baseball1234',
  'sunshine1234',
  'princess1234',
  'superman1234',
  'michael12345',
  'monkey123456',
  'dragon123456',
  'starwars1234',
  'whatever1234',
  'computer1234',
  'internet1234',
  'masterkey123',
  'trustno11234',
  'iloveindia123',
  'india@123456',
  'indiaindia123',
  'bangalore123',
  'bangalore@123',
  'mumbai@12345',
  'cricket12345',
  'cricket123456',
  'sachin123456',
  'krishna12345',
  'krishna@1234',
  'ganesh123456',
  'samsung12345',
  'samsung123456',
  'nokia1234567',
  'google123456',
  'facebook1234',
  'facebook12345',
  'instagram123',
  'whatsapp1234',
  'loveyou12345',
  'mypassword12',
  'mypassword123',
  'secretpassword',
  'thisismypassword',
  'correcthorsebatterystaple',
  'india1234567',
  '1234567890123',
  'qwertyqwerty',
])

/** Runs people type instead of choosing: counting, the alphabet and keyboard rows (also read backwards). */
const RUNS = [
  '012345678901234567890123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  '1q2w3e4r5t6y7u8i9o0p',
  'qazwsxedcrfvtgbyhnujmikolp',
]

function isSimplePattern(password: string): boolean {
  // One short unit repeated: "aaaaaaaaaaaa", "123123123123", "abcabcabcabc".
  if (/^(.{1,4})\1+$/u.test(password)) return true
  return RUNS.some((run) => run.includes(password) || [...run].reverse().join('').includes(password))
}

/**
 * Null when the password is acceptable; otherwise the rule it breaks, as a sentence that never repeats it.
 * `subject` names it: the build and the hash script say "The admin password", a team member's own set-up "Your password".
 */
export function passwordProblem(password: string, subject = 'The admin password'): string | null {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) {
    return `${subject} is too short: it must have at least ${MIN_PASSWORD_LENGTH} characters (it has ${length}).`
  }
  const folded = password.toLowerCase()
  if (COMMON_PASSWORDS.has(folded) || isSimplePattern(folded)) {
    return `${subject} is a common password (on a list of leaked passwords, or a repeat, keyboard or counting run): choose a long random one.`
  }
  return null
}
