/**
 * The content editor's self-hosted stack, as `npm start` runs it: the lead service (embedded database) whose editor
 * commits to a throwaway Git working copy of the site and publishes into `live`, and the static server serving that
 * symlink and forwarding /api/ to the service. Each spec gives its own ports, so specs on two workers never meet.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { hashPassword } from '../../service/team/password'
import { startServiceProcess } from '../../scripts/support/serviceProcess'
import { pointLiveAt } from '../../scripts/liveFolder'
import { prepareEmbeddedDataDir } from './embeddedTemplate'

export interface EditorStack {
  /** The site's origin, on localhost. */
  site: string
  /** Holds the embedded database and the publish folder (`publish/live` is the symlink served). */
  dataDir: string
  stop(): Promise<void>
}

export async function startEditorStack(options: {
  copy: string
  initialBuild: string
  sitePort: number
  servicePort: number
  admin: { username: string; password: string }
  tmpPrefix: string
}): Promise<EditorStack> {
  const site = `http://localhost:${options.sitePort}`
  const dataDir = mkdtempSync(join(tmpdir(), options.tmpPrefix))
  const live = pointLiveAt(join(dataDir, 'publish'), options.initialBuild)
  await prepareEmbeddedDataDir(join(dataDir, 'leads'))
  const service = await startServiceProcess({ kind: 'embedded', dataDir: join(dataDir, 'leads') }, options.servicePort, {
    SITE_URL: site,
    ALLOWED_ORIGINS: `http://127.0.0.1:${options.sitePort}`,
    TRUST_PROXY: '1',
    ADMIN_USERNAME: options.admin.username,
    ADMIN_PASSWORD_HASH: await hashPassword(options.admin.password, { N: 2 ** 14, r: 8, p: 1 }),
    CONTENT_REPO: options.copy,
    PUBLISH_DIR: join(dataDir, 'publish'),
    PUBLISH_LIVE_URL: site,
    PUBLISH_NODE_MODULES: resolve('node_modules'),
    // The publish build is the developer's (content check, vike build, postbuild), less what no check reads and the
    // initial live site (the service fixture) lacks too: the PDFs, social images and Brotli twins.
    BUILD_SKIP: 'pdfs,social-images,brotli-twins',
  })
  const server = spawn(process.execPath, ['scripts/serve.mjs', live], {
    env: { ...process.env, PORT: String(options.sitePort), API_UPSTREAM: service.url },
    stdio: 'ignore',
  })
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${site}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (tries > 100) throw new Error('the static server did not start')
    await new Promise((done) => setTimeout(done, 100))
  }
  return {
    site,
    dataDir,
    async stop() {
      server.kill()
      service.child.kill('SIGTERM')
      await service.exited
      for (const dir of [options.copy, dataDir]) rmSync(dir, { recursive: true, force: true })
    },
  }
}
