// @vitest-environment node
/**
 * The stamp that lets `npm start` skip a build: current only while every input the build reads, every build
 * setting and the built files themselves are as they were; an unrelated setting or file changes nothing.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inputsDigest, isBuildCurrent, writeBuildStamp } from '../../lib/build/buildStamp'

let root: string
let out: string
const env = { SITE_URL: 'https://www.agency.in', LEADS_ENDPOINT: '/api/leads', HOME: '/root' }

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'))
  out = join(root, 'dist')
  for (const [file, text] of Object.entries({
    'pages/index/+Page.tsx': 'export default () => null',
    'content/site.ts': "export const site = { name: 'Agency' }",
    'public/favicon.svg': '<svg/>',
    'package-lock.json': '{}',
    'dist/client/index.html': '<!DOCTYPE html>',
    'notes.txt': 'not read by the build',
  })) {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), text)
  }
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

test('without a stamp the build is not current; after one it is, until an input changes', () => {
  expect(isBuildCurrent(out, inputsDigest(root, env))).toBe(false)
  writeBuildStamp(out, inputsDigest(root, env))
  expect(isBuildCurrent(out, inputsDigest(root, env))).toBe(true)
  writeFileSync(join(root, 'content/site.ts'), "export const site = { name: 'Agency Two' }")
  expect(isBuildCurrent(out, inputsDigest(root, env))).toBe(false)
})

test('a new input file, the lockfile or a build setting makes it stale; another setting or file does not', () => {
  writeBuildStamp(out, inputsDigest(root, env))
  expect(isBuildCurrent(out, inputsDigest(root, { ...env, HOME: '/elsewhere', PATH: '/bin' }))).toBe(true)
  writeFileSync(join(root, 'notes.txt'), 'edited')
  expect(isBuildCurrent(out, inputsDigest(root, env))).toBe(true)
  expect(isBuildCurrent(out, inputsDigest(root, { ...env, LEADS_ENDPOINT: 'https://leads.agency.in/api/leads' }))).toBe(false)
  expect(isBuildCurrent(out, inputsDigest(root, { ...env, ADMIN_PASSWORD: 'another long password 77' }))).toBe(false)
  expect(isBuildCurrent(out, inputsDigest(root, { ...env, BUILD_SKIP: 'search-index' }))).toBe(false)
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}')
  expect(isBuildCurrent(out, inputsDigest(root, env))).toBe(false)
  writeBuildStamp(out, inputsDigest(root, env))
  writeFileSync(join(root, 'pages/index/+Page.ts'), 'export const added = 1')
  expect(isBuildCurrent(out, inputsDigest(root, env))).toBe(false)
})

test('a built file changed, added or removed since (a build by hand with other settings) makes it stale', () => {
  const inputs = inputsDigest(root, env)
  writeBuildStamp(out, inputs)
  utimesSync(join(out, 'client/index.html'), new Date(), new Date(Date.now() + 5000))
  expect(isBuildCurrent(out, inputs)).toBe(false)
  writeBuildStamp(out, inputs)
  writeFileSync(join(out, 'client/about.html'), '<!DOCTYPE html>')
  expect(isBuildCurrent(out, inputs)).toBe(false)
  writeBuildStamp(out, inputs)
  rmSync(join(out, 'client'), { recursive: true })
  expect(isBuildCurrent(out, inputs)).toBe(false)
})

test('the stamp holds digests only, never a setting such as the admin password', () => {
  writeBuildStamp(out, inputsDigest(root, { ...env, ADMIN_PASSWORD: 'a secret build password 2026' }))
  expect(readFileSync(join(out, '.build-stamp.json'), 'utf8')).not.toContain('secret')
})
