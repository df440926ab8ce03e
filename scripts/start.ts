/**
 * `npm start`: the whole product on this machine. Builds the site against a local lead service, then runs the service
 * (embedded database in .data/leads, nothing to install) and the static server side by side, on one origin: the
 * static server forwards /api/ to the service, so the forms post to the site itself and the admin's session cookie is
 * first-party whether the site is opened as localhost or 127.0.0.1. Ctrl+C stops both; if either stops, so does the other.
 *
 * The admin password of the local service is generated once and kept in .data/admin-password (git-ignored); only
 * its scrypt hash reaches the service, through its environment, as on a real host.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { inputsDigest, isBuildCurrent, writeBuildStamp } from '../lib/build/buildStamp'
import { join, resolve } from 'node:path'
import { pointLiveAt } from './liveFolder'
import { hashPassword } from '../service/auth/password'
import { makePrivateDir, writePrivateFile } from '../service/privateFiles'

const sitePort = Number(process.env.PORT ?? 4173)
const servicePort = Number(process.env.SERVICE_PORT ?? 8787)
const dataDir = process.env.DATA_DIR ?? '.data/leads'
const siteOrigin = `http://localhost:${sitePort}`
const serviceOrigin = `http://127.0.0.1:${servicePort}`
const slug = process.env.ADMIN_LOGIN_SLUG || 'control-room'
const username = process.env.ADMIN_USERNAME || 'admin'

// The local data (the database, the admin password) is for this user alone.
makePrivateDir('.data')
const passwordFile = '.data/admin-password'
if (!existsSync(passwordFile)) writePrivateFile(passwordFile, `${randomBytes(18).toString('base64url')}\n`)
const password = readFileSync(passwordFile, 'utf8').trim()

// A restart with nothing changed that the build reads serves the existing build (lib/build/buildStamp.ts).
// The build's links, feeds and PDFs name the address this serves, unless SITE_URL names the public one.
const buildEnv = { ...process.env, LEADS_ENDPOINT: process.env.LEADS_ENDPOINT ?? '/api/leads', SITE_URL: process.env.SITE_URL || siteOrigin }
const outDir = process.env.BUILD_OUT_DIR || 'dist'
const inputs = inputsDigest('.', buildEnv)
if (isBuildCurrent(outDir, inputs)) {
  console.log(`npm start: ${outDir}/ was built from these sources and settings; serving it without building again`)
} else {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: buildEnv })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeBuildStamp(outDir, inputs)
}

// The content editor commits to a Git working copy of the site (this checkout unless CONTENT_REPO names another) and
// publishes by building it and swapping .data/publish/live, the folder the static server serves, in one rename.
const contentRepo = resolve(process.env.CONTENT_REPO ?? '.')
const editorOn = existsSync(join(contentRepo, '.git'))
const publishDir = resolve(process.env.PUBLISH_DIR ?? '.data/publish')
const served = pointLiveAt(publishDir, resolve(outDir, 'client'))

const children: ChildProcess[] = []
let stopping = false
function stopAll(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3000).unref()
}
/** If either process stops, so does the other. */
function watch(child: ChildProcess): void {
  children.push(child)
  child.on('exit', (code) => stopAll(code ?? 0))
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
    ADMIN_PASSWORD_HASH: await hashPassword(password),
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
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

const shownPassword = process.env.CI ? `in ${passwordFile}` : `${password} (kept in ${passwordFile})`
console.log(`
  Site:          ${siteOrigin}
  Lead service:  ${siteOrigin}/api/ (forwarded to ${serviceOrigin}; embedded database in ${dataDir}; the first start creates it and takes up to half a minute)
  Admin login:   ${siteOrigin}/admin/login/${slug}
                 user "${username}", password ${shownPassword}
  Content:       ${editorOn ? `${siteOrigin}/api/admin/content/editor (commits to ${contentRepo}, publishes to ${served})` : `off: ${contentRepo} is not a Git working copy`}
`)
