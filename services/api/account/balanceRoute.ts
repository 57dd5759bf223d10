import { LRUCache } from 'lru-cache'
import { erc20Abi, formatUnits } from 'viem'
import type { Address, PublicClient } from 'viem'
import { HttpError } from '../HttpError'
import type { ApiRoute } from '../matchRoute'
import { addressParam } from './accountContext'
import type { AccountContext } from './accountContext'
import type { BlockRef } from './chainHead'
import { NATIVE_TOKEN, parseChainId } from './accountTokens'

/** One entry of `GET /v1/account/{address}/balance` (spec section 3, token balance). */
export type TokenBalanceWire = {
  name: string
  symbol: string
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  /** CAIP-10 `eip155:<chain>:<address>`; absent for the native token. */
  address?: string
  /** USD value of the holding. */
  value: number
  /** USD price of one token. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * `GET /v1/account/:address/balance?currency=usd&chainId=<caip2 | number>&forceUpdate`: the native
 * balance and the configured ERC-20 balances at the chain's latest block, with dev prices. Zero
 * balances are left out; an unsupported chain answers an empty list.
 *
 * Answers are cached by chain, address and block (number and hash): a request takes the chain's
 * latest block (followed from the node's pushed heads, or one lookup shared by the requests arriving
 * meanwhile) and reads the balances only when that block is new to it for this address, so a new
 * block (or a reorganised one) always reads again and one chain's or address's answer never serves
 * another. `forceUpdate` (any value) looks the latest block up even while heads are followed: what the
 * kit sends after its own transactions, so their effect shows even if the node's push is still on its way.
 */
export function balanceRoute(context: AccountContext, { cacheSize = 10_000 }: { cacheSize?: number } = {}): ApiRoute {
  // Pending reads are cached too, so concurrent requests for the same balances share one read. Kept
  // as the answer's JSON text: a hit then costs no serialisation.
  const cache = cacheSize > 0 ? new LRUCache<string, Promise<string>>({ max: cacheSize }) : undefined
  return {
    method: 'GET',
    path: '/v1/account/:address/balance',
    async handle({ url, params }) {
      const address = addressParam(params.address)
      const currency = url.searchParams.get('currency') ?? 'usd'
      if (currency !== 'usd') throw new HttpError(400, 'Unsupported currency')
      const chain = parseChainId(url.searchParams.get('chainId'))
      if (chain.kind === 'invalid') throw new HttpError(400, 'Invalid chainId')
      const client = chain.kind === 'evm' ? context.client(chain.chainId) : undefined
      const head = chain.kind === 'evm' ? context.head(chain.chainId) : undefined
      if (chain.kind !== 'evm' || !client || !head) return { body: { balances: [] } }
      const answerAt = async (block: BlockRef) => {
        const read = async () => JSON.stringify({ balances: await readBalances(context, client, chain.chainId, address, BigInt(block.number)) })
        if (!cache) return read()
        const key = `${chain.chainId}:${address.toLowerCase()}:${block.number}:${block.hash}`
        let balances = cache.get(key)
        if (!balances) {
          balances = read()
          cache.set(key, balances)
          // A failed read is not kept: the next request tries again.
          balances.catch(() => cache.get(key) === balances && cache.delete(key))
        }
        return balances
      }
      const fresh = url.searchParams.has('forceUpdate')
      const block = await head.latest({ fresh })
      try {
        return { body: await answerAt(block), contentType: JSON_TYPE }
      } catch (error) {
        // A followed head may be one the HTTP endpoint does not know (yet, or any more: a WebSocket
        // and an HTTP endpoint behind one provider can reach different nodes): once more at a head
        // looked up there.
        if (fresh) throw error
        return { body: await answerAt(await head.latest({ fresh: true })), contentType: JSON_TYPE }
      }
    },
  }
}

/** What the API server sends with JSON bodies it serialises itself. */
const JSON_TYPE = 'application/json; charset=utf-8'

async function readBalances(
  context: AccountContext,
  client: PublicClient,
  chainId: number,
  owner: Address,
  blockNumber: bigint,
): Promise<TokenBalanceWire[]> {
  // Started together so the batching transport sends them as one JSON-RPC batch; read at the block
  // the answer is cached under.
  const [native, ...tokenAmounts] = await Promise.all([
    client.getBalance({ address: owner, blockNumber }),
    ...context.tokens.map((token) =>
      client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner], blockNumber }),
    ),
  ])
  const caip2 = `eip155:${chainId}`
  const entry = (
    token: { name: string; symbol: string; decimals: number; iconUrl?: string },
    amount: bigint,
    tokenAddress: Address | undefined,
  ): TokenBalanceWire => {
    const numeric = formatUnits(amount, token.decimals)
    const priced = context.prices.prices[token.symbol]
    const price = priced?.price ?? 0
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: caip2,
      ...(tokenAddress ? { address: `${caip2}:${tokenAddress}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: token.iconUrl || priced?.iconUrl || '',
    }
  }
  const balances: TokenBalanceWire[] = []
  if (native !== undefined && native > 0n) balances.push(entry(NATIVE_TOKEN, native, undefined))
  context.tokens.forEach((token, index) => {
    const amount = tokenAmounts[index]
    if (amount !== undefined && amount > 0n) balances.push(entry(token, amount, token.address))
  })
  return balances
}
