import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One JSON-RPC call the scripted node received. */
export type ScriptedRpcCall = { method: string; params: unknown[] }

/**
 * What the node sends back for a call: the JSON-RPC answer's `result` or `error` part (merged into
 * `{ jsonrpc, id }`), or an HTTP status other than 200 with no JSON body.
 */
export type ScriptedRpcAnswer = { result: unknown } | { error: { code: number; message: string } } | { httpStatus: number }

/** A running {@link startScriptedRpcNode}. */
export type ScriptedRpcNode = {
  url: string
  /** Every call received, in order; tests empty it between cases. */
  calls: ScriptedRpcCall[]
  close(): Promise<void>
}

/**
 * A JSON-RPC node over real HTTP whose every answer the test chooses (`answer` is asked per call),
 * recording each call: for code that talks to a chain's RPC where a real node cannot be made to give
 * the answer a case needs (a missing account, an error, a fee of the test's choosing), or would cost
 * a node's start per mutant.
 *
 * @example
 * const node = await startScriptedRpcNode(({ method }) => (method === 'eth_chainId' ? { result: '0x1' } : { error: { code: -32601, message: method } }))
 */
export async function startScriptedRpcNode(answer: (call: ScriptedRpcCall) => ScriptedRpcAnswer): Promise<ScriptedRpcNode> {
  const calls: ScriptedRpcCall[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const { id, method, params } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: number } & ScriptedRpcCall
    calls.push({ method, params })
    const answered = answer({ method, params })
    if ('httpStatus' in answered) return response.writeHead(answered.httpStatus).end('unavailable')
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, ...answered }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
