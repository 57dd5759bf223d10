import { z } from 'zod'
import { NodeRequestError } from './nodeErrors'

const chainIdReplySchema = z.object({ result: z.string().regex(/^0x[0-9a-fA-F]+$/) })

/** Options for {@link readChainId}. */
export type ReadChainIdOptions = {
  /**
   * Give up after this long; one attempt, no retries (callers poll or report instead).
   * @default 2_000
   */
  timeoutMs?: number
}

/**
 * Asks a JSON-RPC endpoint for `eth_chainId` once.
 *
 * @returns the chain id as a number.
 * @throws when the endpoint does not answer in time or answers something else than a chain id.
 */
export async function readChainId(rpcUrl: string, options: ReadChainIdOptions = {}): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 2_000),
  })
  if (!response.ok) throw new NodeRequestError(`eth_chainId at ${rpcUrl} answered HTTP ${response.status}`)
  return Number.parseInt(chainIdReplySchema.parse(await response.json()).result, 16)
}
