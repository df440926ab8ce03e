/**
 * The service as a host gets it: the compiled build with service/package.json and service/package-lock.json in a
 * folder of their own, `npm ci --omit=dev` there (offline, from the npm cache the repository's install filled), then
 * plain `node`. The folder holds the service's own dependencies and none of the site's build tools, and the service
 * starts from it, stores a lead, and hashes a password.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { newLeadId } from '../../model/leadFields'
import { freePort } from '../../scripts/support/postgres'
import { startServiceProcess } from '../../scripts/support/serviceProcess'
import { SITE, serviceEnv } from './support/service'

interface Manifest {
  dependencies: Record<string, string>
  devDependencies?: Record<string, string>
  scripts: Record<string, string>
}
const serviceManifest = JSON.parse(readFileSync('service/package.json', 'utf8')) as Manifest
const siteManifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest

let host: string

beforeAll(() => {
  host = mkdtempSync(join(tmpdir(), 'lead-service-host-'))
  cpSync('service/package.json', join(host, 'package.json'))
  cpSync('service/package-lock.json', join(host, 'package-lock.json'))
  cpSync(inject('serviceBuild'), join(host, 'dist'), { recursive: true })
  execFileSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: host, stdio: 'pipe', timeout: 120_000 })
}, 180_000)
afterAll(() => rmSync(host, { recursive: true, force: true }))

test('the host folder installs exactly the service packages and their dependencies: no build tool, no React', () => {
  expect(serviceManifest.devDependencies).toBeUndefined()
  const installed = readdirSync(join(host, 'node_modules')).flatMap((name) =>
    name.startsWith('@') ? readdirSync(join(host, 'node_modules', name)).map((inner) => `${name}/${inner}`) : name.startsWith('.') ? [] : [name],
  )
  expect(installed).toEqual(expect.arrayContaining(Object.keys(serviceManifest.dependencies)))
  for (const siteTool of ['vike', 'vite', 'react', 'react-dom', 'lucide', 'pdfkit', 'tsx', 'esbuild', 'typescript', 'pagefind', 'happy-dom'])
    expect(installed, siteTool).not.toContain(siteTool)
  // The service runs the versions the repository develops and tests it with.
  for (const [name, version] of Object.entries(serviceManifest.dependencies)) expect(siteManifest.dependencies[name], name).toBe(version)
})

test('node starts the compiled service there, which stores a lead; the hash-password program works', async () => {
  // A copy of the migrated template: creating an embedded database takes up to a minute on a busy machine.
  const dataDir = join(host, 'data')
  cpSync(inject('embeddedTemplate'), dataDir, { recursive: true })
  const service = await startServiceProcess({ kind: 'embedded', dataDir }, await freePort(), await serviceEnv(), [
    '--enable-source-maps',
    join(host, 'dist', 'main.js'),
  ])
  try {
    const id = newLeadId()
    const response = await fetch(`${service.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({ type: 'newsletter', id, email: 'reader@example.in', submittedAt: new Date().toISOString() }),
    })
    expect(response.status).toBe(201)
    expect(service.logs().find((line) => line.event === 'lead.received')).toMatchObject({ lead: id, form: 'newsletter' })
  } finally {
    service.child.kill('SIGTERM')
    expect(await service.exited).toBe(0)
  }
  const hashed = spawnSync(process.execPath, [join(host, 'dist', 'hashPassword.js')], { input: 'a long host password 2026\n', encoding: 'utf8' })
  expect(hashed.stdout).toMatch(/^scrypt\$131072\$8\$1\$/)
  expect(serviceManifest.scripts.start).toBe('node --enable-source-maps dist/main.js')
}, 180_000)
