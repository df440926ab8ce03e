// @vitest-environment node
/**
 * The build's first step (scripts/checkContent.ts), the same for a developer's build and a publish from the editor:
 * it passes on the shipped content and stops, naming the file, on a post that links to a page the site does not have.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeSiteCopy } from '../support/siteCopy'

function check(root: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/checkContent.ts'], {
      env: { ...process.env, CONTENT_ROOT: root },
      encoding: 'utf8',
      stdio: 'pipe',
    })
    return { ok: true, output }
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string }
    return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` }
  }
}

test('passes on the shipped content and refuses a link to a page that does not exist', { timeout: 120_000 }, () => {
  const root = makeSiteCopy('check-content-')
  try {
    expect(check(root)).toMatchObject({ ok: true, output: expect.stringContaining('Content checked: 6 job openings, 7 blog posts, 8 case studies') })
    const post = join(root, 'content/blog/google-ads-budget-in-rupees.md')
    writeFileSync(post, `${readFileSync(post, 'utf8')}\nSee [our prices](/pricing-plans).\n`)
    const broken = check(root)
    expect(broken.ok).toBe(false)
    expect(broken.output).toContain('content/blog/google-ads-budget-in-rupees.md: a link goes to /pricing-plans, which is not a page of the site')
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
