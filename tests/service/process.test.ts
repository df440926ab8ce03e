/**
 * The compiled service as a real process on both back ends: killed with SIGKILL in the middle of a burst of posts,
 * then started again, it has every lead it acknowledged (201) and no lead twice; SIGTERM closes it cleanly.
 */
import { inject } from 'vitest'
import { newLeadId } from '../../model/leadFields'
import { openDatabase } from '../../service/platform/db/database'
import { freePort } from '../../scripts/support/postgres'
import { backends } from './support/backends'
import { compiledService, startServiceProcess } from '../../scripts/support/serviceProcess'
import { SITE, serviceEnv } from './support/service'

describe.each(backends)('the service process on $name', (backend) => {
  test.skipIf(backend.skipReason)('SIGKILL during a burst loses no acknowledged lead; a restart keeps every one of them once', async () => {
    const created = await backend.create()
    const env = { ...(await serviceEnv()), LEADS_RATE_LIMIT: '100000/60' }
    const program = compiledService(inject('serviceBuild'))
    try {
      const port = await freePort()
      const first = await startServiceProcess(created.target, port, env, program)
      const acknowledged: string[] = []
      const sent: string[] = []
      let killed = false
      // Ten clients posting as fast as they can; the process is killed once 60 posts have been acknowledged.
      const client = async () => {
        while (!killed) {
          const id = newLeadId()
          sent.push(id)
          const response = await fetch(`${first.url}/api/leads`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: SITE },
            body: JSON.stringify({ type: 'hero', id, name: 'Burst', email: 'burst@example.in', phone: '1', submittedAt: new Date().toISOString() }),
          }).catch(() => null)
          if (response?.status === 201) {
            acknowledged.push(id)
            if (acknowledged.length >= 60 && !killed) {
              killed = true
              first.child.kill('SIGKILL')
            }
          }
        }
      }
      await Promise.all(Array.from({ length: 10 }, client))
      await first.exited
      expect(acknowledged.length).toBeGreaterThanOrEqual(60)

      // Started again on the same data: every acknowledged lead is there, once.
      const second = await startServiceProcess(created.target, port, env, program)
      second.child.kill('SIGTERM')
      expect(await second.exited).toBe(0)
      expect(second.logs().map((line) => line.event)).toEqual(expect.arrayContaining(['service.started', 'service.stopping', 'service.stopped']))

      const db = await openDatabase(created.target)
      const rows = await db.query<{ id: string }>('select id from leads')
      await db.close()
      const stored = new Set(rows.map((row) => row.id))
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
      expect(rows.length).toBe(stored.size)
      // Nothing appears that was never sent.
      expect([...stored].every((id) => sent.includes(id))).toBe(true)
    } finally {
      await created.dispose()
    }
  })
})
