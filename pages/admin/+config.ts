import type { Config } from 'vike/types'

// Admin pages carry no public header, footer or widgets: they are linked from no public page (pages/admin/AdminShell.tsx).
export default { bare: true } satisfies Config
