/**
 * Runs the lead service as its own process, as a host does: by default the TypeScript source through tsx (what
 * `npm start` runs); the service tests run the compiled build instead (`compiledService()`, what a host runs).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { DatabaseTarget } from '../../service/platform/db/database'

export interface ServiceProcess {
  url: string
  child: ChildProcess
  output: () => string
  /** The JSON log lines written so far (service/platform/log.ts), parsed. */
  logs: () => LogLine[]
  /** Waits for the process to end (after a signal). */
  exited: Promise<number | null>
}

/** The node arguments that run the TypeScript source. */
export const SOURCE_SERVICE = ['--import', 'tsx', 'service/main.ts']

/** The node arguments that run a compiled build (lib/build/serviceBuild.ts) in `buildDir`. */
export const compiledService = (buildDir: string) => ['--enable-source-maps', join(buildDir, 'main.js')]

export async function startServiceProcess(
  target: DatabaseTarget,
  port: number,
  env: Record<string, string>,
  program: readonly string[] = SOURCE_SERVICE,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, program, {
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
  return { url, child, output: () => output, logs: () => logLines(output), exited }
}

export type LogLine = { time: string; level: string; event: string } & Record<string, unknown>

/** The lines of `output` that are JSON log lines; any other line (a crash's stack, say) is left out. */
export function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
}
