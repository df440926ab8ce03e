import type { Config } from 'vike/types'

export default {
  // A multi-page site: every link is a plain page load.
  clientRouting: false,
  prerender: { noExtraDir: true, partial: false },
  passToClient: [],
  meta: {
    // Pages render to HTML only; interactive parts hydrate as islands (components/islands/Island.tsx, loaded by lib/client/islands.ts).
    Page: { env: { server: true, client: false } },
    // A page without the shared header, footer and widgets (redirect pages).
    bare: { env: { server: true } },
  },
} satisfies Config

declare global {
  namespace Vike {
    interface Config {
      bare?: boolean
    }
  }
}
