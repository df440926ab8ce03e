/** Runs the lead service as its own process (`tsx service/main.ts`), as `npm start` and a Node host do. */
import { spawn, type ChildProcess } from 'node:child_process'
import type { DatabaseTarget } from '../../../service/db/database'

export interface ServiceProcess {
  url: string
  child: ChildProcess
  output: () => string
  /** Waits for the process to end (after a signal). */
  exited: Promise<number | null>
}

export async function startServiceProcess(target: DatabaseTarget, port: number, env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(target.kind === 'embedded' ? { DATA_DIR: target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: target.url }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}):\n${output}`)
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL')
      throw new Error(`the service did not start within 120 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, child, output: () => output, exited }
}
