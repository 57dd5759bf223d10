import { z } from 'zod'
import { NodeRequestError } from '../../nodeErrors'

const tokenAmount = z.object({ amount: z.string().regex(/^\d+$/), decimals: z.number().int().min(0).max(255) })
const tokenBalance = z.object({ accountIndex: z.number().int(), mint: z.string(), owner: z.string().optional(), uiTokenAmount: tokenAmount })

// Lamports are u64 on chain but plain JSON numbers on the wire: a balance above 2^53 arrives rounded,
// so only a whole non-negative number is required, not a safe integer.
const lamports = z.number().nonnegative().refine(Number.isInteger, 'Expected whole lamports')

const schemas = {
  getBalance: z.object({ value: lamports }),
  getTokenAccountsByOwner: z.object({
    value: z.array(
      z.object({
        pubkey: z.string(),
        account: z.object({
          data: z.object({ parsed: z.object({ info: z.object({ mint: z.string(), owner: z.string(), tokenAmount }) }) }),
        }),
      }),
    ),
  }),
  getSignaturesForAddress: z.array(
    z.object({ signature: z.string(), slot: z.number().int(), err: z.unknown(), blockTime: z.number().int().nullable().optional() }),
  ),
  getTransaction: z
    .object({
      slot: z.number().int(),
      blockTime: z.number().int().nullable().optional(),
      transaction: z.object({
        signatures: z.array(z.string()).min(1),
        message: z.object({ accountKeys: z.array(z.string()).min(1) }),
      }),
      meta: z.object({
        err: z.unknown(),
        fee: lamports,
        preBalances: z.array(lamports),
        postBalances: z.array(lamports),
        preTokenBalances: z.array(tokenBalance).nullable().optional(),
        postTokenBalances: z.array(tokenBalance).nullable().optional(),
        loadedAddresses: z.object({ writable: z.array(z.string()), readonly: z.array(z.string()) }).optional(),
      }),
    })
    .nullable(),
}

/** Solana JSON-RPC methods the API reads, with their zod-checked results. */
export type SolanaRpcResults = { [M in keyof typeof schemas]: z.infer<(typeof schemas)[M]> }

/** A landed transaction as the API reads it (`getTransaction`, json encoding). */
export type SolanaTransaction = NonNullable<SolanaRpcResults['getTransaction']>

const envelope = z.union([z.object({ result: z.unknown() }), z.object({ error: z.object({ code: z.number(), message: z.string() }) })])

/**
 * A small Solana JSON-RPC client over `fetch`: each result is checked with zod, so a node answering
 * something unexpected fails the request instead of feeding bad data to the answer.
 *
 * @example
 * const rpc = solanaRpcClient('http://127.0.0.1:8899', { timeoutMs: 5_000 })
 * const { value } = await rpc('getBalance', [address, { commitment: 'confirmed' }])
 */
export function solanaRpcClient(rpcUrl: string, { timeoutMs }: { timeoutMs: number }) {
  let id = 0
  return async <M extends keyof typeof schemas>(method: M, params: unknown[]): Promise<SolanaRpcResults[M]> => {
    let response: Response
    try {
      response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (cause) {
      throw new NodeRequestError(`Solana RPC ${method} failed: ${(cause as Error).message}`, { cause })
    }
    const body = envelope.safeParse(await response.json().catch(() => undefined))
    if (!body.success) throw new NodeRequestError(`Solana RPC ${method}: unexpected answer (HTTP ${response.status})`)
    if ('error' in body.data) throw new NodeRequestError(`Solana RPC ${method}: ${body.data.error.message} (${body.data.error.code})`)
    const result = schemas[method].safeParse(body.data.result)
    if (!result.success) throw new NodeRequestError(`Solana RPC ${method}: unexpected result`)
    return result.data as SolanaRpcResults[M]
  }
}

/** A client made by {@link solanaRpcClient}. */
export type SolanaRpcClient = ReturnType<typeof solanaRpcClient>
