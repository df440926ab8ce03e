/** Polls `probe` every 100 ms until `done` holds for its value, and returns it; fails after `timeoutMs` with the last value. */
export async function until<T>(probe: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await probe()
    if (done(value)) return value
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
