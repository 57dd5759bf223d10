import { request } from 'node:http'
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

/** What {@link rawHttp} got back. */
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string }

/**
 * One HTTP/1.1 request with node's client, which (unlike `fetch`) may send any `Host` header; for tests.
 *
 * @example
 * const answer = await rawHttp(`${server.url}/health`, { headers: { host: 'attacker.example' } })
 */
export function rawHttp(url: string, init: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }))
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}
