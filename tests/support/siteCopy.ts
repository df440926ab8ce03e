/**
 * A throwaway Git working copy of this checkout (its tracked and new, not ignored, files as they are now), for the
 * content editor to commit to and publish from in tests, so no test ever writes to the checkout itself.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export function makeSiteCopy(prefix = 'site-copy-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const file of files) {
    mkdirSync(join(dir, dirname(file)), { recursive: true })
    try {
      cpSync(file, join(dir, file))
    } catch {
      // listed but deleted in the working tree: not part of the copy
    }
  }
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@localhost',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@localhost',
      },
    })
  git('init', '--quiet', '--initial-branch=main')
  git('add', '--all')
  git('commit', '--quiet', '--no-gpg-sign', '-m', 'The site as the tests found it')
  return dir
}
