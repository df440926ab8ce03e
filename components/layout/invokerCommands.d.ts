/**
 * Invoker commands (HTML: `commandfor` and `command` on a button), which open and close a <dialog> with no script:
 * the header's menu works before its script runs and without one. @types/react does not list them yet; React passes
 * lower-case attributes through as they are.
 */
import 'react'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats the original's type parameter
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close'
    commandfor?: string
  }
}
