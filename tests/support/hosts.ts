/**
 * Starts the hosts the site is served by, for tests over the built site: the local static server
 * (scripts/serve.mjs) and Debian's nginx with the generated dist/nginx.conf. Each listens on 127.0.0.1 only,
 * on a free port, and is stopped by `stop()`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { connect } from 'node:net'
import { join, resolve } from 'node:path'
import { freePort } from '../../scripts/support/postgres'

export interface RunningHost {
  origin: string
  stop(): Promise<void>
}

function stopper(child: ChildProcess, signal: NodeJS.Signals, cleanup = () => {}): () => Promise<void> {
  // Never outlive the test process, even when it ends without stopping the host.
  const onExit = () => child.kill(signal)
  process.once('exit', onExit)
  return async () => {
    process.off('exit', onExit)
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill(signal)
      await exited
    }
    cleanup()
  }
}

/**
 * Runs scripts/serve.mjs over `root` on a free port; resolves once it listens, rejects if it exits first.
 * `env` adds settings (API_UPSTREAM, the timeouts); `exited` tells whether the process has ended.
 */
export function startLocalServer(root: string, env: Record<string, string> = {}): Promise<RunningHost & { exited: () => boolean }> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', root], {
    env: { ...process.env, API_UPSTREAM: '', ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      const port = output.match(/on http:\/\/localhost:(\d+)/)?.[1]
      if (port)
        done({ origin: `http://127.0.0.1:${port}`, stop: stopper(child, 'SIGTERM'), exited: () => child.exitCode !== null || child.signalCode !== null })
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
    child.once('exit', (code) => fail(new Error(`scripts/serve.mjs exited with ${code}: ${output}`)))
  })
}

/** The nginx binary: NGINX_PATH, else Debian's /usr/sbin/nginx, else the first on PATH; null when there is none. */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'].filter((path): path is string => Boolean(path))
  for (const path of candidates) if (existsSync(path)) return path
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null
}

/**
 * Runs nginx with the generated server config over `root`, as an unprivileged user could (runNginx). The generated
 * config is used unchanged but for its `listen` and `root` lines.
 */
export async function startNginx(nginx: string, siteConf: string, root: string): Promise<RunningHost> {
  const port = await freePort()
  const listen = /^ {2}listen 80;$/m
  const rootLine = /^ {2}root \/var\/www\/site;.*$/m
  if (!listen.test(siteConf) || !rootLine.test(siteConf))
    throw new Error('nginx.conf has no "listen 80;" or "root /var/www/site;" line to point at the test copy')
  const stop = await runNginx(nginx, siteConf.replace(listen, `  listen 127.0.0.1:${port};`).replace(rootLine, `  root ${resolve(root)};`), [port])
  return { origin: `http://127.0.0.1:${port}`, stop }
}

/**
 * Runs nginx over a site config (whose `listen` lines name 127.0.0.1 ports), as an unprivileged user could: a config of
 * its own in a temporary folder (pid file, error and access logs, temp paths there), in the foreground, one process.
 * Resolves with its `stop` once every port in `ports` takes connections.
 */
export async function runNginx(nginx: string, siteConf: string, ports: readonly number[]): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'site-nginx-'))
  writeFileSync(join(dir, 'site.conf'), siteConf)
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp))
  const mimeTypes = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; text/css css; text/javascript js; application/json json; application/xml xml; image/svg+xml svg; image/png png; application/wasm wasm; text/plain txt; }'
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  )
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
  const stop = stopper(child, 'SIGTERM', () => rmSync(dir, { recursive: true, force: true }))
  const accepts = (port: number) =>
    new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.end()
        done(true)
      })
      socket.once('error', () => done(false))
    })
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''
      await stop()
      throw new Error(`nginx exited with ${child.exitCode}: ${output}${log}`)
    }
    if ((await Promise.all(ports.map(accepts))).every(Boolean)) return stop
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`nginx did not listen on ${ports.join(', ')}: ${output}`)
    }
    await new Promise((wait) => setTimeout(wait, 100))
  }
}
