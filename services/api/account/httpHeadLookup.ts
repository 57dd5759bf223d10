import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import type { Hex } from 'viem'
import { z } from 'zod'
import { ServerConfigError } from '../../http/ServerConfigError'
import { NodeRequestError } from '../nodeErrors'
import type { BlockRef } from './chainHead'

const BODY = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['latest', false] })
const HASH = /^0x[0-9a-fA-F]{64}$/
const QUANTITY = /^0x[0-9a-fA-F]{1,15}$/

/**
 * A latest-block lookup over plain `node:http(s)` with a keep-alive connection: one
 * `eth_getBlockByNumber('latest', false)` POST, only the number and hash read from the answer.
 *
 * Every balance and history answer waits for such a lookup, so its cost is on every request's path.
 * It costs a fraction of the CPU and wall time of the chain's viem client (`getBlock`, through
 * `fetch` and viem's batch scheduler), whose cost is mostly `fetch`'s streams and the scheduler's
 * timer (figures in bench/README.md). The account routes' other calls keep the viem
 * client; this is the one call made on every request.
 *
 * @param rpcUrl `http:` or `https:` JSON-RPC endpoint; credentials and query in the URL are sent as given.
 * @throws when `rpcUrl` is neither http nor https.
 * @example
 * const head = createChainHead(httpHeadLookup('http://127.0.0.1:8545', { timeoutMs: 5_000 }))
 */
export function httpHeadLookup(rpcUrl: string, { timeoutMs = 5_000 }: { timeoutMs?: number } = {}): () => Promise<BlockRef> {
  const url = new URL(rpcUrl)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ServerConfigError(`Unsupported JSON-RPC URL scheme: ${url.protocol}`)
  const secure = url.protocol === 'https:'
  // Idle connections are closed after 4 s, before the usual server-side keep-alive limits (5 s and
  // up), so a lookup rarely writes into a connection the node is closing.
  const agentOptions = { keepAlive: true, timeout: 4_000 }
  const agent = secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions)
  const send = (options: RequestOptions, answer: (response: IncomingMessage) => void): ClientRequest =>
    secure ? httpsRequest(url, options, answer) : httpRequest(url, options, answer)
  const attempt = (retry: boolean): Promise<BlockRef> =>
    new Promise<BlockRef>((resolve, reject) => {
      const request = send(
        {
          method: 'POST',
          agent,
          signal: AbortSignal.timeout(timeoutMs),
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) },
        },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('error', reject)
          response.on('end', () => {
            try {
              resolve(parseHead(response.statusCode ?? 0, text))
            } catch (error) {
              reject(error)
            }
          })
        },
      )
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the node closed just as it was reused: once more on a new one.
        if (retry && request.reusedSocket && error.code === 'ECONNRESET') attempt(false).then(resolve, reject)
        else reject(error)
      })
      request.end(BODY)
    })
  return () => attempt(true)
}

/** A JSON-RPC error answer. */
const rpcErrorSchema = z.object({ error: z.object({ message: z.unknown() }) })
/** A JSON-RPC answer carrying a block: only its number and hash are read. */
const headAnswerSchema = z.object({ result: z.object({ number: z.string().regex(QUANTITY), hash: z.string().regex(HASH) }) })

/** Reads `{ result: { number, hash } }` of a JSON-RPC answer, refusing anything else. */
export function parseHead(status: number, text: string): BlockRef {
  if (status !== 200) throw new NodeRequestError(`The latest-block lookup answered HTTP ${status}`)
  const json: unknown = JSON.parse(text)
  const failed = rpcErrorSchema.safeParse(json)
  if (failed.success) throw new NodeRequestError(`The latest-block lookup failed: ${String(failed.data.error.message)}`)
  const answer = headAnswerSchema.safeParse(json)
  if (!answer.success) throw new NodeRequestError('The latest block has no number or hash')
  return { number: Number(answer.data.result.number), hash: answer.data.result.hash as Hex }
}
