import { request } from 'node:http'
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

/** What {@link rawHttp} sends. */
export type RawRequest = {
  method?: string
  headers?: OutgoingHttpHeaders
  body?: string
  /** Source address of the connection, e.g. `127.0.0.7` (any of 127.0.0.0/8 reaches a loopback server). */
  localAddress?: string
}

/** What {@link rawHttp} got back. */
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string }

/**
 * One HTTP/1.1 request with node's client, which (unlike `fetch`) may send any `Host` header; for tests.
 *
 * @example
 * const answer = await rawHttp(`${server.url}/health`, { headers: { host: 'attacker.example' } })
 */
export function rawHttp(url: string, init: RawRequest = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const options = { method: init.method ?? 'GET', headers: init.headers, agent: false, localAddress: init.localAddress }
    const outgoing = request(url, options, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }))
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}
