/**
 * The site built against the lead service (npm run build:service-fixture), served on one origin by its own static
 * server that forwards /api/ to a real service process on a fresh embedded database, with one owner: what the
 * dashboard's browser tests of the team and of a lead's view run against. `stop` ends both processes and deletes the data.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hashPassword } from '../../service/team/password'
import { freePort } from '../../scripts/support/postgres'
import { startServiceProcess, type ServiceProcess } from '../../scripts/support/serviceProcess'
import { prepareEmbeddedDataDir } from './embeddedTemplate'
import { startLocalServer, type RunningHost } from './hosts'

export interface ServiceStack {
  site: RunningHost
  service: ServiceProcess
  stop(): Promise<void>
}

export async function startServiceStack(name: string, owner: { username: string; password: string }): Promise<ServiceStack> {
  const dataDir = join(mkdtempSync(join(tmpdir(), `agency-e2e-${name}-`)), 'data')
  const servicePort = await freePort()
  await prepareEmbeddedDataDir(dataDir)
  const site = await startLocalServer('dist-service/client', { API_UPSTREAM: `http://127.0.0.1:${servicePort}` })
  const service = await startServiceProcess({ kind: 'embedded', dataDir }, servicePort, {
    SITE_URL: site.origin,
    ADMIN_USERNAME: owner.username,
    ADMIN_PASSWORD_HASH: await hashPassword(owner.password, { N: 2 ** 14, r: 8, p: 1 }),
  })
  return {
    site,
    service,
    async stop() {
      service.child.kill('SIGTERM')
      await service.exited
      await site.stop()
      rmSync(join(dataDir, '..'), { recursive: true, force: true })
    },
  }
}
