/**
 * `npm run service:backup -- FILE` (compiled: `node dist/backup.js FILE`): a consistent backup of the lead
 * service's database while the service runs, into FILE (mode 0600; an existing FILE is never replaced). It reads the
 * service's own settings: with DATABASE_URL, a pg_dump of the service's schema (the service need not be running);
 * otherwise the embedded database in DATA_DIR, taken by its running service through the ops socket.
 */
import { resolve } from 'node:path'
import { readDatabaseTarget } from '../config'
import { dumpPostgres, writeBackupFile } from './backup'
import { askOpsSocket, opsSocketPath } from './opsSocket'

async function main(args: string[]): Promise<string> {
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Error('Usage: npm run service:backup -- FILE')
  const file = resolve(args[0]!)
  const target = readDatabaseTarget()
  if (target.kind === 'postgresql') {
    const bytes = await dumpPostgres(target.url)
    writeBackupFile(file, bytes)
    return `Backup of the PostgreSQL database (pg_dump, custom format) written to ${file} (${bytes.length} bytes)`
  }
  const socket = opsSocketPath(target.dataDir)
  const answer = await askOpsSocket(socket, '/backup')
  if (!answer) {
    throw new Error(
      `No lead service answers on ${socket}: the embedded database's backup is taken by its running service. Start it (npm run service) with DATA_DIR=${target.dataDir}, or, with the service stopped, copy the folder as it is`,
    )
  }
  if (answer.status !== 200) throw new Error(`The service could not take the backup: ${answer.body.toString('utf8')}`)
  writeBackupFile(file, answer.body)
  return `Backup of the embedded database in ${target.dataDir} written to ${file} (${answer.body.length} bytes)`
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  },
)
