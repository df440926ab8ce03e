/**
 * The browser tests' lead services start on a copy of one migrated, empty embedded database instead of each creating
 * its own: creating a PGlite database takes about 4 s here, opening a copy under 1 s, and a run
 * starts seven services. The template is made by the first service a run starts (so no worker waits for it before
 * its first test) in the folder tests/support/browserTestSetup.ts names; a service that starts while another worker
 * is making it waits for it.
 */
import { cpSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '../../service/platform/db/database'
import { migrate } from '../../service/platform/db/migrate'

/** The environment variable that names the run's template folder (set by the global setup). */
export const TEMPLATE_ROOT = 'E2E_EMBEDDED_TEMPLATE_ROOT'

const MAKING_WITHIN = 120_000

/** Makes a migrated, empty embedded database in `dataDir`, closed: the template the service tests copy, and these. */
export async function createMigratedEmbeddedDatabase(dataDir: string): Promise<void> {
  const db = await openDatabase({ kind: 'embedded', dataDir })
  await migrate(db)
  await db.close()
}

/** Whether this worker made the folder, and so makes the template (mkdir is atomic: exactly one worker does). */
function claim(folder: string): boolean {
  try {
    mkdirSync(folder)
    return true
  } catch {
    return false
  }
}

async function templateData(root: string): Promise<string> {
  const data = join(root, 'data')
  const ready = join(root, 'ready')
  if (existsSync(ready)) return data
  if (claim(join(root, 'making'))) {
    // Built aside and renamed, so `data` is only ever a whole database.
    const building = join(root, 'building')
    await createMigratedEmbeddedDatabase(building)
    renameSync(building, data)
    writeFileSync(ready, '')
    return data
  }
  const started = Date.now()
  while (!existsSync(ready)) {
    if (Date.now() - started > MAKING_WITHIN) throw new Error(`the embedded database template in ${root} was not ready within ${MAKING_WITHIN / 1000} s`)
    await new Promise((done) => setTimeout(done, 100))
  }
  return data
}

/**
 * Fills `dataDir` (which must not exist yet) with a migrated, empty embedded database for a service to open. Without
 * the global setup (a spec run by other means) it does nothing, and the service creates its database itself.
 */
export async function prepareEmbeddedDataDir(dataDir: string): Promise<void> {
  const root = process.env[TEMPLATE_ROOT]
  if (!root) return
  cpSync(await templateData(root), dataDir, { recursive: true })
}
