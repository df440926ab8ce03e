/**
 * Password checks go through a gate (service/platform/gate.ts): two at once, sixteen in line, the next refused. Without
 * it, sign-ins from many networks with made-up usernames ran four scrypt checks at a time (128 MiB each) and held
 * every other file and DNS task of the process behind them.
 */
import { Gate, GateFull } from '../../service/platform/gate'
import { passwordChecks } from '../../service/team/password'
import { backends, openTestDatabase } from './support/backends'
import { adminRequest, ADMIN, testService } from './support/service'

/** A piece of work that runs until `finish` is called. */
function held() {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { work: () => done, finish }
}

test('a gate runs at most its number at once, lets the rest in in order, and refuses past its line', async () => {
  const gate = new Gate(2, 3)
  const started: number[] = []
  const works = Array.from({ length: 5 }, () => held())
  const runs = works.map((work, index) =>
    gate.run(async () => {
      started.push(index)
      await work.work()
      return index
    }),
  )
  await expect(gate.run(async () => 'sixth')).rejects.toBeInstanceOf(GateFull)
  await Promise.resolve()
  expect(started).toEqual([0, 1])
  works[1]!.finish()
  await runs[1]
  await new Promise((resolve) => setImmediate(resolve))
  expect(started).toEqual([0, 1, 2])
  for (const work of works) work.finish()
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4])
  expect(started).toEqual([0, 1, 2, 3, 4])
  // Given back: it takes work again, up to its number.
  expect(await gate.run(async () => 'again')).toBe('again')
})

const embedded = backends[0]!
test('a sign-in that finds the line of password checks full is answered 503 with a time to try again', async () => {
  const { db, close } = await openTestDatabase(embedded)
  try {
    const { app } = await testService(db)
    // Two checks running and sixteen waiting, as under a flood of sign-ins from many networks.
    const holders = Array.from({ length: 18 }, () => held())
    const running = holders.map((holder) => passwordChecks.run(holder.work))
    const busy = await adminRequest(app, 'POST', '/login', { ip: '192.0.2.44', body: ADMIN })
    expect(busy.status).toBe(503)
    expect(busy.headers.get('retry-after')).toBe('5')
    expect((await busy.json()).error.code).toBe('busy')
    for (const holder of holders) holder.finish()
    await Promise.all(running)
    expect((await adminRequest(app, 'POST', '/login', { ip: '192.0.2.45', body: ADMIN })).status).toBe(200)
  } finally {
    await close()
  }
})

test('a browser that signed in before has a line of its own: strangers filling the other never keep the owner out', async () => {
  const { db, close } = await openTestDatabase(embedded)
  try {
    const { app } = await testService(db)
    const first = await adminRequest(app, 'POST', '/login', { ip: '192.0.2.50', body: ADMIN })
    const device = first.headers
      .getSetCookie()
      .find((line) => line.startsWith('admin_device='))!
      .split(';')[0]!
    const holders = Array.from({ length: 18 }, () => held())
    const running = holders.map((holder) => passwordChecks.run(holder.work))
    try {
      expect((await adminRequest(app, 'POST', '/login', { ip: '192.0.2.51', body: ADMIN })).status).toBe(503)
      expect((await adminRequest(app, 'POST', '/login', { ip: '192.0.2.51', body: ADMIN, cookie: device })).status).toBe(200)
    } finally {
      for (const holder of holders) holder.finish()
      await Promise.all(running)
    }
  } finally {
    await close()
  }
})
