/**
 * A limit on costly work done at once: at most `running` together, `waiting` more in line (first come, first
 * served), and the next refused at once with GateFull. The service checks passwords through one (service/team/
 * password.ts): each scrypt check takes 128 MiB and a thread of the pool for about half a second, and sign-ins from
 * many networks with made-up usernames, each within its own throttle allowance, once ran four at a time, took half
 * a gigabyte and held every other file and DNS task of the process behind them.
 */
export class GateFull extends Error {
  override name = 'GateFull'
  constructor() {
    super('Too much of this work is running or waiting already')
  }
}

export class Gate {
  private active = 0
  private readonly line: (() => void)[] = []

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.running) this.active++
    else if (this.line.length < this.waiting) await new Promise<void>((resolve) => this.line.push(resolve))
    else throw new GateFull()
    try {
      return await work()
    } finally {
      // The place passes to the first in line, or is given up.
      const next = this.line.shift()
      if (next) next()
      else this.active--
    }
  }
}
