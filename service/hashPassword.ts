/**
 * `npm run service:hash-password`: prints the ADMIN_PASSWORD_HASH for a password typed at the prompt (not echoed)
 * or piped on standard input. Only the hash goes into the service's environment.
 */
import { createInterface } from 'node:readline'
import { hashPassword } from './team/password'
import { passwordProblem } from '../model/passwordPolicy'

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = ''
    for await (const chunk of process.stdin) input += chunk
    return input.replace(/\r?\n$/, '')
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true })
  process.stderr.write('Admin password (not shown): ')
  // Typed characters are not echoed: readline writes nothing for them.
  ;(prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined
  const password = await new Promise<string>((resolve) => prompt.question('', resolve))
  prompt.close()
  process.stderr.write('\n')
  return password
}

const password = await readPassword()
const problem = passwordProblem(password)
if (problem) {
  console.error(problem)
  process.exit(1)
}
console.log(await hashPassword(password))
