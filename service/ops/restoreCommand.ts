/**
 * `npm run service:restore -- FILE [--force]` (compiled: `node dist/restore.js FILE [--force]`): restores a backup
 * made by `npm run service:backup` or by the scheduled backups into the database the service's settings name
 * (DATABASE_URL, else DATA_DIR). The target must be empty, or `--force` given; the service must be stopped.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readDatabaseTarget } from '../config'
import { restoreBackup } from './restore'

async function main(args: string[]): Promise<string> {
  const force = args.includes('--force')
  const files = args.filter((arg) => arg !== '--force')
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new Error('Usage: npm run service:restore -- FILE [--force]')
  const file = resolve(files[0]!)
  const target = readDatabaseTarget()
  const restored = await restoreBackup(file, readFileSync(file), target, { force })
  const where = target.kind === 'postgresql' ? 'the PostgreSQL database at DATABASE_URL' : `the embedded database in ${target.dataDir}`
  return [
    `Restored ${file} into ${where}: ${restored.leads} leads, migrations ${restored.migrations.join(', ')}.`,
    ...(restored.keptAside ? [`The folder it replaced is kept at ${restored.keptAside}; delete it once the restored data is checked.`] : []),
    'Start the service: it applies any newer migrations.',
  ].join('\n')
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  },
)
