/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 for tests: it accepts every message and keeps it raw,
 * so a test reads exactly what a mailbox would receive. Never an outside host.
 */
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

export interface TestSmtp {
  port: number
  mails: ReceivedMail[]
  /** How long the server holds each message before accepting it (settable at any time; 0 by default). */
  delayMs: number
  /** Messages received but not yet accepted (held by delayMs). */
  holding: number
  close(): Promise<void>
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = []
  const state = { delayMs: 0, holding: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        const accept = () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          })
          callback()
        }
        if (state.delayMs <= 0) return accept()
        state.holding++
        setTimeout(() => {
          state.holding--
          accept()
        }, state.delayMs)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  return Object.assign(state, {
    port: typeof address === 'object' && address ? address.port : port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

/** A header of a raw message (unfolded), or undefined. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]
}

/** The text body of a raw single-part message, quoted-printable decoded. */
export function textBody(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
  if (!/quoted-printable/i.test(header(raw, 'Content-Transfer-Encoding') ?? '')) return body.replace(/\r\n/g, '\n')
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n')
}
