import { useEffect } from 'react'
import { ensureToaster } from './notify'

/** Mounts the page's toaster once an island that may toast is live. */
export function useToaster(): void {
  useEffect(ensureToaster, [])
}
