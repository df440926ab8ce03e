/** The part of a Node socket closeClientError uses. */
interface ClientSocket {
  bytesRead?: number
  writable: boolean
  writableEnded: boolean
  end(data: string): unknown
  destroy(): unknown
}

/** Answers (or silently closes) a connection a Node HTTP server gave up on (see clientError.mjs). */
export function closeClientError(error: Error & { code?: string }, socket: ClientSocket): void
