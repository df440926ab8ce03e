/**
 * `npm start` as the owner runs it (scripts/start.ts with its own static server and lead service processes) over a copy
 * of the service fixture's build (npm run build:service-fixture):
 * - a restart keeps the password the owner changed in the dashboard, and the session they were signed in with;
 * - a restart after the sources changed answers at once from the last good build, and serves the new build once it is
 *   finished. The build is a stand-in that takes a set time and writes a site: the real one takes minutes here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { inputsDigest, writeBuildStamp } from '../../lib/build/buildStamp'
import { freePort } from '../../scripts/support/postgres'

const fixture = resolve('dist-service/client')
const NEW_PASSWORD = 'the owner chose this one 21'

interface Started {
  site: string
  child: ChildProcess
  output: () => string
  stop(): Promise<void>
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'npm-start-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** The environment of `npm start` in the test's folder: its data, publish folder and build, on free ports. */
async function startEnv(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value
  return {
    ...env,
    PORT: String(await freePort()),
    SERVICE_PORT: String(await freePort()),
    DATA_DIR: join(dir, 'data', 'leads'),
    PUBLISH_DIR: join(dir, 'publish'),
    BUILD_OUT_DIR: join(dir, 'out'),
    // Not a Git working copy: the content editor is off, as it is for anything but this checkout.
    CONTENT_REPO: dir,
    ...extra,
  }
}

/** A copy of the fixture's build in the test's out folder, stamped as built from `inputs`. */
function placeBuild(env: Record<string, string>, inputs = inputsDigest('.', { ...env, LEADS_ENDPOINT: '/api/leads' })) {
  cpSync(fixture, join(env.BUILD_OUT_DIR!, 'client'), { recursive: true })
  writeBuildStamp(env.BUILD_OUT_DIR!, inputs)
}

function npmStart(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise((done) => child.once('exit', done))
  return {
    site: `http://127.0.0.1:${env.PORT}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

async function until<T>(what: string, started: Started, probe: () => Promise<T | null>, withinMs = 180_000): Promise<T> {
  const deadline = Date.now() + withinMs
  for (;;) {
    const value = await probe().catch(() => null)
    if (value !== null) return value
    if (started.child.exitCode !== null) throw new Error(`npm start exited (${started.child.exitCode}) before ${what}:\n${started.output()}`)
    if (Date.now() > deadline) throw new Error(`no ${what} within ${withinMs / 1000} s:\n${started.output()}`)
    await new Promise((wait) => setTimeout(wait, 100))
  }
}

describe.skipIf(!existsSync(join(fixture, 'index.html')))('npm start', () => {
  test('a restart keeps the password changed in the dashboard and the session signed in with it', { timeout: 480_000 }, async () => {
    const env = await startEnv()
    placeBuild(env)
    const api = (started: Started, path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
      fetch(`${started.site}/api/admin${path}`, {
        method: init.method ?? 'GET',
        headers: { Origin: started.site, 'Content-Type': 'application/json', ...(init.cookie ? { Cookie: init.cookie } : {}) },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      })
    const signIn = (started: Started, password: string) => api(started, '/login', { method: 'POST', body: { username: 'admin', password } })
    const ready = (started: Started) => until('ready service', started, async () => ((await fetch(`${started.site}/api/ready`)).ok ? true : null))

    let started = npmStart(env)
    let cookie: string
    try {
      await ready(started)
      const generated = readFileSync(join(dir, 'data', 'admin-password'), 'utf8').trim()
      const signedIn = await signIn(started, generated)
      expect(signedIn.status).toBe(200)
      cookie = signedIn.headers
        .getSetCookie()
        .find((line) => line.startsWith('admin_session='))!
        .split(';')[0]!
      const changed = await api(started, '/account/password', { method: 'POST', cookie, body: { current: generated, password: NEW_PASSWORD } })
      expect(changed.status, await changed.clone().text()).toBe(200)
      cookie =
        changed.headers
          .getSetCookie()
          .find((line) => line.startsWith('admin_session='))
          ?.split(';')[0] ?? cookie
    } finally {
      await started.stop()
    }

    started = npmStart(env)
    try {
      await ready(started)
      expect((await api(started, '/session', { cookie })).status).toBe(200)
      expect((await signIn(started, NEW_PASSWORD)).status).toBe(200)
      expect((await signIn(started, readFileSync(join(dir, 'data', 'admin-password'), 'utf8').trim())).status).toBe(401)
      expect(started.output()).not.toMatch(/ADMIN_PASSWORD_HASH applied|earlier session\(s\) ended/)
    } finally {
      await started.stop()
    }
  })

  test(
    'a restart after the sources changed answers from the last good build at once and swaps to the new build when it is done',
    { timeout: 300_000 },
    async () => {
      // A build that ends when the test lets it (a file appears) and writes the fixture's site with one file more, by
      // which the test tells the new build from the old.
      const buildScript = join(dir, 'stand-in-build.mjs')
      const finishBuild = join(dir, 'finish-the-build')
      writeFileSync(
        buildScript,
        `import { cpSync, existsSync, writeFileSync } from 'node:fs'
while (!existsSync(${JSON.stringify(finishBuild)})) await new Promise((done) => setTimeout(done, 100))
cpSync(${JSON.stringify(fixture)}, process.env.BUILD_OUT_DIR + '/client', { recursive: true })
writeFileSync(process.env.BUILD_OUT_DIR + '/client/build-marker.txt', 'the new build')
`,
      )
      const env = await startEnv({ START_BUILD_COMMAND: `${process.execPath} ${buildScript}` })
      // The last build was made from other sources: npm start must build again.
      placeBuild(env, 'the sources before the change')

      const began = Date.now()
      const started = npmStart(env)
      try {
        // Far longer than a start takes, even on a loaded machine; a start that builds first never answers here.
        const firstAnswer = await until(
          'first answer',
          started,
          async () => {
            const response = await fetch(`${started.site}/`)
            return response.status === 200 ? Date.now() - began : null
          },
          60_000,
        )
        // The site answers while the build is still running: the last good build, without the new build's file.
        expect((await fetch(`${started.site}/build-marker.txt`)).status).toBe(404)
        console.log(`npm start after a source change: the site answered after ${(firstAnswer / 1000).toFixed(1)} s, during the build`)
        writeFileSync(finishBuild, '')

        await until('new build served', started, async () => ((await fetch(`${started.site}/build-marker.txt`)).status === 200 ? true : null), 90_000)
        expect(await (await fetch(`${started.site}/build-marker.txt`)).text()).toBe('the new build')
        expect((await fetch(`${started.site}/`)).status).toBe(200)
        // The kept build is gone once the new one is live.
        await until('kept build removed', started, async () => (existsSync(join(env.PUBLISH_DIR!, 'start-last-good')) ? null : true), 30_000)
      } finally {
        await started.stop()
      }
    },
  )
})
