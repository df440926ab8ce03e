/**
 * `npm start`: the whole product on this machine. Builds the site against a local lead service, then runs the service
 * (embedded database in .data/leads, nothing to install) and the static server side by side, on one origin: the
 * static server forwards /api/ to the service, so the forms post to the site itself and the admin's session cookie is
 * first-party whether the site is opened as localhost or 127.0.0.1. Ctrl+C stops both; if either stops, so does the other.
 *
 * The admin password of the local service is generated once and kept in .data/admin-password (git-ignored); only
 * its scrypt hash reaches the service, through its environment, as on a real host. The hash is kept too
 * (.data/admin-password-hash), so a restart gives the service the same hash: a new one would reset a password changed
 * in the dashboard and end every session. Writing another password into the file and restarting resets it on purpose.
 *
 * A restart after the sources changed serves the last good build at once and swaps to the new one when it is built,
 * as a publish does (scripts/liveFolder.ts); only a first start, with no build yet, waits for the build.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { clearBuildStamp, inputsDigest, isBuildCurrent, writeBuildStamp } from '../lib/build/buildStamp'
import { dirname, join, resolve } from 'node:path'
import { keepLastGoodBuild, liveTarget, pointLiveAt, removeKeptBuild } from './liveFolder'
import { hashPassword, parseHash, verifyPassword } from '../service/team/password'
import { makePrivateDir, writePrivateFile } from '../service/platform/privateFiles'

const sitePort = Number(process.env.PORT ?? 4173)
const servicePort = Number(process.env.SERVICE_PORT ?? 8787)
const dataDir = process.env.DATA_DIR ?? '.data/leads'
const siteOrigin = `http://localhost:${sitePort}`
const serviceOrigin = `http://127.0.0.1:${servicePort}`
const slug = process.env.ADMIN_LOGIN_SLUG || 'control-room'
const username = process.env.ADMIN_USERNAME || 'admin'

// The local data (the database, the admin password and its hash, side by side) is for this user alone.
const localDir = dirname(dataDir)
makePrivateDir(localDir)
const passwordFile = join(localDir, 'admin-password')
if (!existsSync(passwordFile)) writePrivateFile(passwordFile, `${randomBytes(18).toString('base64url')}\n`)
const password = readFileSync(passwordFile, 'utf8').trim()

/** The kept hash while it is still the password file's, else a new one (a first start, or a password reset by hand). */
async function keptPasswordHash(file: string): Promise<string> {
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim()
    try {
      if (await verifyPassword(password, parseHash(kept))) return kept
    } catch {
      // not a hash (edited by hand): made again below
    }
  }
  const hash = await hashPassword(password)
  writePrivateFile(file, `${hash}\n`)
  return hash
}

// The content editor commits to a Git working copy of the site (this checkout unless CONTENT_REPO names another) and
// publishes by building it and swapping .data/publish/live, the folder the static server serves, in one rename.
const contentRepo = resolve(process.env.CONTENT_REPO ?? '.')
const editorOn = existsSync(join(contentRepo, '.git'))
const publishDir = resolve(process.env.PUBLISH_DIR ?? '.data/publish')

// A restart with nothing changed that the build reads serves the existing build (lib/build/buildStamp.ts).
// The build's links, feeds and PDFs name the address this serves, unless SITE_URL names the public one.
const buildEnv = { ...process.env, LEADS_ENDPOINT: process.env.LEADS_ENDPOINT ?? '/api/leads', SITE_URL: process.env.SITE_URL || siteOrigin }
const outDir = resolve(process.env.BUILD_OUT_DIR || 'dist')
const builtSite = join(outDir, 'client')
// The tests give a stand-in for the minutes-long build; everyone else builds with npm run build.
const buildCommand = (process.env.START_BUILD_COMMAND || 'npm run build').split(' ').filter(Boolean)
const inputs = inputsDigest('.', buildEnv)

const children: ChildProcess[] = []
let building: ChildProcess | null = null
let stopping = false
function stopAll(code: number) {
  if (stopping) return
  stopping = true
  // The build runs in its own process group (npm, its shell, vike): a stop ends all of it.
  try {
    if (building?.pid) process.kill(-building.pid, 'SIGTERM')
  } catch {
    // it has just ended
  }
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3000).unref()
}
/** If either process stops, so does the other. */
function watch(child: ChildProcess): void {
  children.push(child)
  child.on('exit', (code) => stopAll(code ?? 0))
}

process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

/** Builds the site into outDir; resolves with whether it passed. */
function build(): Promise<boolean> {
  clearBuildStamp(outDir)
  const child = spawn(buildCommand[0]!, buildCommand.slice(1), { stdio: 'inherit', env: buildEnv, detached: true })
  building = child
  return new Promise((done) => {
    child.on('error', () => done(false))
    child.on('exit', (code) => {
      building = null
      if (code === 0 && existsSync(join(builtSite, 'index.html'))) {
        writeBuildStamp(outDir, inputs)
        done(true)
      } else done(false)
    })
  })
}

let served: string
let lastGood: string | null = null
if (isBuildCurrent(outDir, inputs)) {
  console.log(`npm start: ${outDir}/ was built from these sources and settings; serving it without building again`)
  served = pointLiveAt(publishDir, builtSite)
} else {
  lastGood = keepLastGoodBuild(publishDir, outDir)
  if (lastGood) {
    console.log(`npm start: the sources or settings changed; serving the last good build (${lastGood}) while the new one is built`)
    served = pointLiveAt(publishDir, lastGood)
  } else {
    if (!(await build())) process.exit(1)
    served = pointLiveAt(publishDir, builtSite)
  }
}

// The site first: it serves at once, while the service's password hash (scrypt, about a second) is made.
const site = spawn(process.execPath, ['scripts/serve.mjs', served], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(sitePort), API_UPSTREAM: serviceOrigin },
})
watch(site)
const service = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(servicePort),
    HOST: process.env.SERVICE_HOST ?? '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: siteOrigin,
    ALLOWED_ORIGINS: `http://127.0.0.1:${sitePort}`,
    // Requests arrive through the static server, which adds the client's address to X-Forwarded-For.
    TRUST_PROXY: '1',
    ADMIN_USERNAME: username,
    ADMIN_PASSWORD_HASH: await keptPasswordHash(`${passwordFile}-hash`),
    ...(editorOn
      ? {
          CONTENT_REPO: contentRepo,
          PUBLISH_DIR: publishDir,
          PUBLISH_LIVE_URL: siteOrigin,
          ...(process.env.SITE_URL ? { PUBLISH_SITE_URL: process.env.SITE_URL } : {}),
        }
      : {}),
  },
})
watch(service)

const shownPassword = process.env.CI ? `in ${passwordFile}` : `${password} (kept in ${passwordFile})`
console.log(`
  Site:          ${siteOrigin}
  Lead service:  ${siteOrigin}/api/ (forwarded to ${serviceOrigin}; embedded database in ${dataDir}; the first start creates it and takes up to half a minute)
  Admin login:   ${siteOrigin}/admin/login/${slug}
                 user "${username}", password ${shownPassword}
  Content:       ${editorOn ? `${siteOrigin}/api/admin/content/editor (commits to ${contentRepo}, publishes to ${served})` : `off: ${contentRepo} is not a Git working copy`}
`)

// The new build goes live when it passes, unless a publish made another build live meanwhile (it is newer).
if (lastGood) {
  const kept = lastGood
  void build().then((passed) => {
    if (stopping) return
    if (!passed) {
      console.error(`npm start: the build failed (see above); still serving the last good build (${kept})`)
      return
    }
    if (liveTarget(publishDir) === kept) {
      pointLiveAt(publishDir, builtSite)
      console.log(`npm start: the new build is live (${builtSite})`)
    } else console.log(`npm start: a publish went live during the build; it stays live`)
    removeKeptBuild(publishDir)
  })
}
