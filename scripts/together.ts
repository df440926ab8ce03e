/**
 * Runs groups of npm scripts at the same time, the scripts of a group one after another, and fails if any fails:
 * `tsx scripts/together.ts lint typecheck build,build:leads-fixture` runs lint, the type check and the two builds
 * (in turn) at once. `npm test` runs its checks beside its builds this way: together they keep both cores busy, where
 * one after another most of them use one. The builds stay in turn: each writes the cut brand font (.generated/) and
 * Vike's temporary config bundles beside the sources, and two at once could read each other's half-written files.
 * Each script's output is printed whole when it ends, with its time, so two scripts' lines never interleave.
 */
import { spawn } from 'node:child_process'

const groups = process.argv.slice(2).map((group) => group.split(','))
if (groups.length === 0 || groups.flat().some((script) => script === '')) {
  console.error('Usage: tsx scripts/together.ts <npm script>[,<npm script run after it> …] …')
  process.exit(2)
}

function run(script: string): Promise<boolean> {
  const started = performance.now()
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] })
  const output: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.once('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      const passed = code === 0
      const outcome = passed ? `passed in ${seconds} s` : `FAILED (${signal ?? `exit code ${code}`}) after ${seconds} s`
      process.stdout.write(`\n── npm run ${script}: ${outcome} ──\n${Buffer.concat(output).toString()}`)
      resolve(passed)
    })
  })
}

/** The group's scripts in turn, up to the first that fails (a later build would only repeat its error). */
async function runInTurn(group: string[]): Promise<string[]> {
  for (const script of group) if (!(await run(script))) return [script]
  return []
}

const started = performance.now()
const failed = (await Promise.all(groups.map(runInTurn))).flat()
const seconds = ((performance.now() - started) / 1000).toFixed(1)
if (failed.length > 0) {
  console.error(`\n${failed.map((script) => `npm run ${script}`).join(', ')} failed (${seconds} s)`)
  process.exit(1)
}
console.log(`\n${groups.flat().join(', ')}: all passed in ${seconds} s`)
