/**
 * What a Node HTTP server does with a connection it gives up on (its 'clientError' event), shared by the static
 * server (scripts/serve.mjs) and the lead service (service/main.ts). A request Node cannot parse gets 400, one that
 * is too slow 408, and the socket is closed; the server goes on. A connection that timed out before sending a byte
 * is closed without a word, as nginx does: browsers open spare connections ahead of need, and an answer left waiting
 * on one is read as the answer to the next request sent there (a 400 for the search page's WebAssembly, which then
 * failed to load).
 *
 * @param {Error & { code?: string }} error
 * @param {{ bytesRead?: number, writable: boolean, writableEnded: boolean, end(data: string): unknown, destroy(): unknown }} socket
 */
export function closeClientError(error, socket) {
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
  if (timedOut && socket.bytesRead === 0) socket.destroy()
  else if (socket.writable && !socket.writableEnded) {
    socket.end(timedOut ? 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n' : 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
  } else socket.destroy()
}
