/** The islands' fixed copy, written out at build time from the validated content (lib/build/islandCopy.ts). */
declare module 'virtual:island-copy' {
  type Toast = { title: string; description: string }
  export const newsletter: { success: Toast; repeat: Toast; storageFailure: Toast }
  export const formErrors: {
    summaryTitle: string
    requiredNote: string
    missing: Record<'name' | 'email' | 'phone' | 'username' | 'password', string>
    emailFormat: string
    linkFormat: string
    oneLine: string
    tooLong: string
  }
  export const downloads: Record<'brochure' | 'portfolio', { success: Toast; failure: Toast }>
}
