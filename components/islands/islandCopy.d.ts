/** The islands' fixed copy, written out at build time from the validated content (lib/build/islandCopy.ts). */
declare module 'virtual:island-copy' {
  type Toast = { title: string; description: string }
  export const newsletter: { success: Toast; repeat: Toast; invalid: Toast; storageFailure: Toast }
  export const downloads: Record<'brochure' | 'portfolio', { success: Toast; failure: Toast }>
}
