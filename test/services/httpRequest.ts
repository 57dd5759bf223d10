import { request } from 'node:http'

/** An answer of {@link httpRequest}. */
export type HttpAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string; json(): unknown }

/**
 * One HTTP request with any `Host` header (fetch would set its own), for tests that play a client
 * reaching the server under another name.
 *
 * @example
 * await httpRequest(`${api}/health`, { headers: { host: 'attacker.example' } })
 */
export function httpRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<HttpAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers }
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('error', reject)
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json: () => JSON.parse(text) as unknown })
      })
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
