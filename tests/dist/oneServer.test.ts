/**
 * The one-server set-up of docs/deploying.md, from the files `npm run server:files` writes: the systemd unit passes
 * `systemd-analyze verify`; the lead service starts with the unit's own ExecStart, WorkingDirectory and environment
 * (its Environment lines and its EnvironmentFile) from a Git working copy of the site; the nginx site, under a real
 * nginx on 127.0.0.1 with a certificate of its own, forwards /api/ to that service and serves the publish folder's live
 * build over https; and a publish asked for through the content editor's API is what that nginx serves afterwards.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir, userInfo } from 'node:os'
import { join, resolve } from 'node:path'
import { hashPassword } from '../../service/team/password'
import { freePort } from '../../scripts/support/postgres'
import { findNginx, runNginx } from '../support/hosts'
import { makeSiteCopy } from '../support/siteCopy'

const DOMAIN = 'www.agency.test'
const OWNER = { username: 'owner', password: 'a long one-server test password 31' }
/** A publish is a full build of the site: minutes on a loaded 2-core machine. */
const PUBLISH_WITHIN = 8 * 60_000
const NEW_PHONE = '+91 98765 40404'

function findSystemdAnalyze(): string | null {
  if (existsSync('/usr/bin/systemd-analyze')) return '/usr/bin/systemd-analyze'
  const found = spawnSync('sh', ['-c', 'command -v systemd-analyze'], { encoding: 'utf8' })
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null
}
const nginx = findNginx()
const systemdAnalyze = findSystemdAnalyze()
for (const [tool, found, install] of [
  ['nginx', nginx, 'apt-get install nginx'],
  ['systemd-analyze', systemdAnalyze, 'apt-get install systemd'],
] as const) {
  if (found) continue
  const reason = `${tool} is not installed (Debian: ${install}), so the one-server tests that need it were skipped`
  // CI must run them: .ci/run installs nginx, and Debian's systemd brings systemd-analyze.
  if (process.env.CI) throw new Error(`${reason}. CI must run them.`)
  console.warn(reason)
}

let home: string
const files = () => join(home, 'files')
const serverFiles = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/serverFiles.ts', '--build', 'dist-service', ...args], { encoding: 'utf8' })

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'one-server-'))
})
afterAll(() => rmSync(home, { recursive: true, force: true }), 60_000)

describe.skipIf(!existsSync('dist-service/nginx.conf'))('one server: npm run server:files', () => {
  test.skipIf(!systemdAnalyze)(
    'the service unit, as written for a server and as written here, passes systemd-analyze verify',
    { timeout: 120_000 },
    () => {
      for (const [name, args] of [
        ['for a server', []],
        ['here', ['--home', home, '--user', userInfo().username, '--environment-file', join(home, 'service.env')]],
      ] as const) {
        const out = join(home, `verify-${name.replaceAll(' ', '-')}`)
        serverFiles('--domain', DOMAIN, '--out', out, ...args)
        // Verified under the name it is installed as, so the tool checks the file's own name too.
        const unit = join(out, 'agency.service')
        const result = spawnSync(systemdAnalyze!, ['verify', '--man=no', unit], { encoding: 'utf8' })
        const problems = `${result.stdout}${result.stderr}`
          .split('\n')
          .filter((line) => line.includes('agency.service'))
          .join('\n')
        expect(problems, name).toBe('')
        expect(result.status, `${name}: ${result.stderr}`).toBe(0)
      }
    },
  )

  test('a command without a domain, or over a build without /api/, says what to do', { timeout: 60_000 }, () => {
    expect(spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serverFiles.ts'], { encoding: 'utf8' }).stderr).toMatch(/give the site's domain/)
    const plain = join(home, 'plain-build')
    mkdirSync(plain, { recursive: true })
    writeFileSync(join(plain, 'nginx.conf'), readFileSync('dist-service/nginx.conf', 'utf8').replace(/location \/api\/ \{/g, 'location /other/ {'))
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serverFiles.ts', '--domain', DOMAIN, '--build', plain, '--out', plain], {
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/forwards no \/api\/: build it with LEADS_ENDPOINT=\/api\/leads/)
  })

  test.skipIf(!nginx)(
    'before there is a certificate (--tls off), nginx serves the live folder and the challenge on port 80',
    { timeout: 60_000 },
    async () => {
      const first = join(home, 'first-step')
      const challengeRoot = join(first, 'acme')
      mkdirSync(join(challengeRoot, '.well-known', 'acme-challenge'), { recursive: true })
      writeFileSync(join(challengeRoot, '.well-known', 'acme-challenge', 'token-0'), 'token-0.key')
      // A live build, as a publish leaves it: the service fixture's.
      mkdirSync(join(first, 'publish'), { recursive: true })
      symlinkSync(resolve('dist-service', 'client'), join(first, 'publish', 'live'))
      serverFiles('--domain', DOMAIN, '--home', first, '--tls', 'off', '--challenge-root', challengeRoot, '--out', join(first, 'files'))
      const conf = readFileSync(join(first, 'files', 'agency-nginx.conf'), 'utf8')
      expect(conf).not.toMatch(/ssl/)
      const port = await freePort()
      const stop = await runNginx(nginx!, conf.replace(/^ {2}listen \[::\]:[^\n]*\n/gm, '').replace(/^ {2}listen 80;$/m, `  listen 127.0.0.1:${port};`), [
        port,
      ])
      try {
        const page = await fetch(`http://127.0.0.1:${port}/contact`, { headers: { Host: DOMAIN } })
        expect(page.status).toBe(200)
        expect(await page.text()).toBe(readFileSync(join('dist-service', 'client', 'contact.html'), 'utf8'))
        expect(await (await fetch(`http://127.0.0.1:${port}/.well-known/acme-challenge/token-0`, { headers: { Host: DOMAIN } })).text()).toBe(
          'token-0.key',
        )
      } finally {
        await stop()
      }
    },
  )

  describe.skipIf(!nginx)('nginx and the service started from the unit', () => {
    let service: ChildProcess | undefined
    let stopNginx: (() => Promise<void>) | undefined
    let serviceOutput = ''
    let certificate: string
    let httpsPort: number
    let httpPort: number

    /** A request to the nginx site over https, checked against the test's own certificate for the domain. */
    function https(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
      return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((done, fail) => {
        const call = request(
          {
            host: '127.0.0.1',
            port: httpsPort,
            servername: DOMAIN,
            ca: certificate,
            path,
            method: init.method ?? 'GET',
            headers: { Host: DOMAIN, ...init.headers },
          },
          (response) => {
            let body = ''
            response.setEncoding('utf8')
            response.on('data', (chunk) => (body += chunk))
            response.on('end', () => done({ status: response.statusCode!, headers: response.headers, body }))
          },
        )
        call.on('error', fail)
        call.end(init.body)
      })
    }

    afterAll(async () => {
      await stopNginx?.()
      if (service && service.exitCode === null) {
        const exited = new Promise((done) => service!.once('exit', done))
        service.kill('SIGTERM')
        await exited
      }
    }, 60_000)

    test(
      'the service runs as the unit says, nginx serves nothing until the first publish, then the published site over https',
      { timeout: PUBLISH_WITHIN + 180_000 },
      async () => {
        // The server's folders, as docs/deploying.md lays them out: the working copy in site/, with its packages.
        const site = join(home, 'site')
        renameSync(makeSiteCopy('one-server-site-'), site)
        symlinkSync(resolve('node_modules'), join(site, 'node_modules'))
        const challengeRoot = join(home, 'acme')
        mkdirSync(join(challengeRoot, '.well-known', 'acme-challenge'), { recursive: true })
        writeFileSync(join(challengeRoot, '.well-known', 'acme-challenge', 'token-1'), 'token-1.key')
        // A certificate for the domain, where certbot would leave it.
        const tls = join(home, 'tls')
        mkdirSync(tls)
        execFileSync(
          'openssl',
          ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${DOMAIN}`, '-addext', `subjectAltName=DNS:${DOMAIN}`].concat([
            '-keyout',
            'privkey.pem',
            '-out',
            'fullchain.pem',
          ]),
          { stdio: 'ignore', cwd: tls },
        )
        ;[httpsPort, httpPort] = [await freePort(), await freePort()]
        const servicePort = await freePort()
        const environmentFile = join(home, 'service.env')
        writeFileSync(
          environmentFile,
          `ADMIN_USERNAME=${OWNER.username}\nADMIN_PASSWORD_HASH=${await hashPassword(OWNER.password, { N: 2 ** 14, r: 8, p: 1 })}\n`,
        )
        serverFiles(
          ...['--domain', DOMAIN, '--home', home, '--user', userInfo().username, '--port', String(servicePort)],
          ...['--environment-file', environmentFile, '--certificate-dir', tls, '--challenge-root', challengeRoot, '--out', files()],
        )
        certificate = readFileSync(join(tls, 'fullchain.pem'), 'utf8')

        // The service: the unit's command line in its working folder, with its environment and nothing of this test's.
        const unit = readFileSync(join(files(), 'agency.service'), 'utf8')
        const setting = (name: string) => [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]!)
        const fromFile = Object.fromEntries(
          readFileSync(setting('EnvironmentFile')[0]!, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
        )
        const environment = Object.fromEntries(setting('Environment').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))
        const [program, ...args] = setting('ExecStart')[0]!.split(' ')
        expect(setting('WorkingDirectory')).toEqual([site])
        service = spawn(program!, args, {
          cwd: setting('WorkingDirectory')[0],
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            ...fromFile,
            ...environment,
            // Only what no check below reads is left out of the publish's build (the PDFs, social images, search index
            // and Brotli twins): minutes of CPU less on this machine.
            BUILD_SKIP: 'pdfs,social-images,search-index,brotli-twins',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        service.stdout!.on('data', (chunk) => (serviceOutput += chunk))
        service.stderr!.on('data', (chunk) => (serviceOutput += chunk))

        // nginx with the generated site, unchanged but for its listen lines (127.0.0.1 and free ports, no IPv6).
        const conf = readFileSync(join(files(), 'agency-nginx.conf'), 'utf8')
        expect(conf).toContain(`root ${join(home, 'publish', 'live')};`)
        expect(conf).toContain(`ssl_certificate ${join(tls, 'fullchain.pem')};`)
        const local = conf
          .replace(/^ {2}listen \[::\]:[^\n]*\n/gm, '')
          .replace(/^ {2}listen 443 ssl http2;$/m, `  listen 127.0.0.1:${httpsPort} ssl http2;`)
          .replace(/^ {2}listen 80;$/m, `  listen 127.0.0.1:${httpPort};`)
        expect(local).not.toMatch(/listen (?:80|443)\b/)
        stopNginx = await runNginx(nginx!, local, [httpsPort, httpPort])

        const deadline = Date.now() + 180_000
        while ((await https('/api/ready').catch(() => ({ status: 0 }))).status !== 200) {
          if (service.exitCode !== null || Date.now() > deadline) throw new Error(`the service did not become ready:\n${serviceOutput}`)
          await new Promise((wait) => setTimeout(wait, 250))
        }
        // Before the first publish there is no live build: nothing of the site is served.
        expect((await https('/')).status).toBe(404)
        // Plain http: the certificate's challenge is answered, everything else goes to https.
        const plain = await fetch(`http://127.0.0.1:${httpPort}/contact?x=1`, { redirect: 'manual', headers: { Host: DOMAIN } })
        expect(plain.status).toBe(301)
        expect(plain.headers.get('location')).toBe(`https://${DOMAIN}/contact?x=1`)
        expect(await (await fetch(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/token-1`, { headers: { Host: DOMAIN } })).text()).toBe(
          'token-1.key',
        )

        // A change in the working copy, committed as the editor's saves are, then published through the editor's API.
        const siteFile = join(site, 'content', 'data', 'site.yml')
        writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace('+91 98765 43211', NEW_PHONE))
        const git = (...gitArgs: string[]) =>
          execFileSync('git', gitArgs, {
            cwd: site,
            env: {
              ...process.env,
              GIT_AUTHOR_NAME: 'Owner',
              GIT_AUTHOR_EMAIL: 'owner@localhost',
              GIT_COMMITTER_NAME: 'Owner',
              GIT_COMMITTER_EMAIL: 'owner@localhost',
            },
          })
        git('commit', '-qam', 'A new phone number')
        const origin = `https://${DOMAIN}`
        const json = { 'Content-Type': 'application/json', Origin: origin }
        const signedIn = await https('/api/admin/login', { method: 'POST', headers: json, body: JSON.stringify(OWNER) })
        expect(signedIn.status, signedIn.body).toBe(200)
        const cookie = ([signedIn.headers['set-cookie']].flat() as string[]).find((line) => line.startsWith('admin_session='))!.split(';')[0]!
        const queued = await https('/api/admin/content/publishes', { method: 'POST', headers: { ...json, Cookie: cookie }, body: '{}' })
        expect(queued.status, queued.body).toBe(202)
        const publishDeadline = Date.now() + PUBLISH_WITHIN
        let last = { state: 'queued', message: null as string | null }
        while (!['live', 'failed'].includes(last.state)) {
          if (Date.now() > publishDeadline) throw new Error(`the publish did not end within ${PUBLISH_WITHIN / 60_000} minutes:\n${serviceOutput}`)
          await new Promise((wait) => setTimeout(wait, 2000))
          const listed = JSON.parse((await https('/api/admin/content/publishes', { headers: { Origin: origin, Cookie: cookie } })).body) as {
            publishes: { state: string; message: string | null }[]
          }
          last = listed.publishes[0]!
        }
        expect(last.state, last.message ?? '').toBe('live')

        // nginx serves the published build, with the site's headers, and /api/ still reaches the service.
        const contact = await https('/contact')
        expect(contact.status).toBe(200)
        expect(contact.body).toContain(NEW_PHONE)
        expect(contact.headers['content-security-policy']).toMatch(/script-src 'self'/)
        expect(contact.headers['strict-transport-security']).toBe('max-age=31536000')
        expect((await https('/no-such-page')).status).toBe(404)
        expect((await https('/api/health')).status).toBe(200)
      },
    )
  })
})
