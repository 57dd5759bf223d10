import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { erc20Abi } from 'viem'
import type { Address, PublicClient } from 'viem'
import { balanceQuerySchema } from '../../../src/api/wire/accountRequests'
import type { TokenBalance } from '../../../src/api/wire/accountSchemas'
import { clientIpOf } from '../apiDomain'
import type { ApiEnv } from '../apiDomain'
import { firstIssueOnly } from '../convert/firstIssue'
import { addressParam, answerCache, JSON_TYPE, passOn } from './accountContext'
import type { AccountContext, AccountRouteOptions } from './accountContext'
import type { BlockRef } from './chainHead'
import { NATIVE_TOKEN, parseChainId } from './accountTokens'
import { balanceEntry } from './priceTable'

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
export function balanceRoute(context: AccountContext, { cacheSize = 10_000, otherNamespaces = passOn, countRead }: AccountRouteOptions = {}): Hono<ApiEnv> {
  const answer = answerCache(cacheSize)
  return new Hono<ApiEnv>().get('/v1/account/:address/balance', zValidator('query', balanceQuerySchema, firstIssueOnly), otherNamespaces, async (c) => {
    const address = addressParam(c.req.param('address'))
    const query = c.req.valid('query')
    const chain = parseChainId(query.chainId)
    const client = chain.kind === 'evm' ? context.client(chain.chainId) : undefined
    const head = chain.kind === 'evm' ? context.head(chain.chainId) : undefined
    if (chain.kind !== 'evm' || !client || !head) return c.json({ balances: [] })
    const keyAt = (block: BlockRef) => `${chain.chainId}:${address.toLowerCase()}:${block.number}:${block.hash}`
    const answerAt = (block: BlockRef) =>
      answer(keyAt(block), async () => JSON.stringify({ balances: await readBalances(context, client, chain.chainId, address, BigInt(block.number)) }))
    const fresh = query.forceUpdate !== undefined
    // A fresh head costs the node a request: counted against the client before it is asked.
    if (fresh) await countRead?.(clientIpOf(c))
    const block = await head.latest({ fresh })
    // So does a read for an address and block not in the cache (a flood of random addresses).
    if (!fresh && !answer.has(keyAt(block))) await countRead?.(clientIpOf(c))
    try {
      return c.body(await answerAt(block), 200, { 'content-type': JSON_TYPE })
    } catch (error) {
      // A followed head may be one the HTTP endpoint does not know (yet, or any more: a WebSocket
      // and an HTTP endpoint behind one provider can reach different nodes): once more at a head
      // looked up there.
      if (fresh) throw error
      return c.body(await answerAt(await head.latest({ fresh: true })), 200, { 'content-type': JSON_TYPE })
    }
  })
}

async function readBalances(context: AccountContext, client: PublicClient, chainId: number, owner: Address, blockNumber: bigint): Promise<TokenBalance[]> {
  // Started together so the batching transport sends them as one JSON-RPC batch; read at the block
  // the answer is cached under.
  const [native, ...tokenAmounts] = await Promise.all([
    client.getBalance({ address: owner, blockNumber }),
    ...context.tokens.map((token) => client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner], blockNumber })),
  ])
  const caip2 = `eip155:${chainId}`
  const balances: TokenBalance[] = []
  if (native !== undefined && native > 0n) balances.push(balanceEntry(context.prices, NATIVE_TOKEN, native, caip2))
  context.tokens.forEach((token, index) => {
    const amount = tokenAmounts[index]
    if (amount !== undefined && amount > 0n) balances.push(balanceEntry(context.prices, token, amount, caip2, token.address))
  })
  return balances
}
