import type { Server } from 'node:http'

/** A server that is listening. */
export type RunningServer = {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** Stops accepting connections, drops open ones and resolves once the port is released. */
  close(): Promise<void>
}

/**
 * Starts `server` on `host:port` and resolves once it listens.
 *
 * @param port 0 picks a free port (tests); the URL then carries the real one.
 * @throws the listen error (e.g. `EADDRINUSE`) if the port cannot be bound.
 */
export async function listenHttp(server: Server, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  let closing: Promise<void> | undefined
  return {
    url: `http://${host}:${boundPort}`,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Keep-alive sockets (browsers, fetch) would otherwise hold close() open for seconds.
        server.closeAllConnections()
      })
      return closing
    },
  }
}
