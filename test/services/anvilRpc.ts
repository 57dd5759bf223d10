import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Sends one JSON-RPC call to a node (anvil in the tests) and returns its result.
 *
 * @throws when the node answers a JSON-RPC error.
 * @example
 * await anvilRpc(anvil.rpcUrl, 'evm_mine')
 */
export async function anvilRpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const answer = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await answer.json()) as { result?: unknown; error?: { message: string } }
  if (json.error) throw new Error(json.error.message)
  return json.result
}

/** A running {@link recordingRpcProxy}. */
export type RecordingRpcProxy = { url: string; close(): Promise<void> }

/**
 * An HTTP proxy in front of a node's JSON-RPC that hands each request body to `record` before
 * forwarding it, so a test can count what the API asked the node.
 *
 * @example
 * const posts: string[] = []
 * const proxy = await recordingRpcProxy(anvil.rpcUrl, (body) => posts.push(body))
 */
export async function recordingRpcProxy(targetUrl: string, record: (body: string) => void): Promise<RecordingRpcProxy> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    record(body)
    const answer = await fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
