import type { ServerResponse } from 'node:http'

/**
 * Answers a request to a chain-node stand-in the way public nodes do: open to every origin (pages
 * under test call it from the browser), with `body` as JSON when there is one.
 *
 * @param methods - The HTTP methods the preflight allows, e.g. `'GET, OPTIONS'`.
 * @param contentType - The JSON content type the real node sends.
 * @example
 * replyCorsJson(response, { status: 200, body: { balances: [] }, methods: 'GET, OPTIONS' })
 */
export function replyCorsJson(
  response: ServerResponse,
  { status, body, methods, contentType = 'application/json' }: { status: number; body?: unknown; methods: string; contentType?: string },
): void {
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': methods,
    'access-control-allow-headers': 'content-type',
    ...(body === undefined ? {} : { 'content-type': contentType }),
  })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}
