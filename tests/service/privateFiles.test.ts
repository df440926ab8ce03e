/** Private files and folders (service/platform/privateFiles.ts): what the data folder, npm start's password file and backups use. */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makePrivateDir, privatiseTree, writePrivateFile } from '../../service/platform/privateFiles'

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8)
let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'private-files-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

test('a private folder is 0700 whether it is new or was open to everyone', () => {
  makePrivateDir(join(root, 'a', 'b'))
  expect(mode(join(root, 'a', 'b'))).toBe('700')
  mkdirSync(join(root, 'open'), { mode: 0o777 })
  chmodSync(join(root, 'open'), 0o777)
  makePrivateDir(join(root, 'open'))
  expect(mode(join(root, 'open'))).toBe('700')
})

test('a private file is 0600, also when it existed with wider modes', () => {
  const file = join(root, 'admin-password')
  writeFileSync(file, 'old', { mode: 0o666 })
  chmodSync(file, 0o666)
  writePrivateFile(file, 'secret\n')
  expect(mode(file)).toBe('600')
})

test('a tree is brought to 0700 folders and 0600 files, and says how many it changed', () => {
  mkdirSync(join(root, 'data', 'base', '1'), { recursive: true })
  for (const [path, bits] of [
    ['data/PG_VERSION', 0o666],
    ['data/base/1/1259', 0o644],
    ['data/base/1/keep', 0o600],
  ] as const) {
    writeFileSync(join(root, path), 'x')
    chmodSync(join(root, path), bits)
  }
  chmodSync(join(root, 'data', 'base'), 0o755)
  expect(privatiseTree(join(root, 'data'))).toBeGreaterThanOrEqual(4)
  expect([mode(join(root, 'data')), mode(join(root, 'data/base')), mode(join(root, 'data/base/1'))]).toEqual(['700', '700', '700'])
  expect([mode(join(root, 'data/PG_VERSION')), mode(join(root, 'data/base/1/1259')), mode(join(root, 'data/base/1/keep'))]).toEqual(['600', '600', '600'])
  expect(privatiseTree(join(root, 'data'))).toBe(0)
  expect(privatiseTree(join(root, 'missing'))).toBe(0)
})
