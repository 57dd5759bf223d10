import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { LRUCache } from 'lru-cache'
import { parseAbi } from 'viem'
import type { Address, ContractFunctionParameters, PublicClient } from 'viem'
import { balanceQuerySchema } from '../../../src/api/wire/accountRequests'
import { clientIpOf } from '../apiDomain'
import type { ApiEnv } from '../apiDomain'
import { firstIssueOnly } from '../convert/firstIssue'
import { addressParam, JSON_TYPE, passOn } from './accountContext'
import { answerCache } from './answerCache'
import type { AccountContext, AccountRouteOptions } from './accountContext'
import type { BlockRef } from './chainHead'
import { parseChainId } from './accountTokens'
import { readPrices, unpricedBalance, withPrices } from './priceBalances'
import type { UnpricedBalance } from './priceBalances'

// ERC-20's balanceOf, and Multicall3's own read of an account's native balance, so the coin comes in
// the same call as the tokens.
const balancesAbi = parseAbi([
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function balanceOf(address owner) view returns (uint256)',
])

/**
 * `GET /v1/account/:address/balance?currency=usd&chainId=<caip2 | number>&forceUpdate`: the native
 * balance and the balances of the chain's listed ERC-20 tokens at its latest block, read in one
 * `eth_call` through Multicall3 (a JSON-RPC batch on a chain without it), each with its USD price
 * from the price service at answer time (absent when unpriced). Zero balances and tokens whose
 * `balanceOf` fails are left out; an unsupported chain answers an empty list.
 *
 * Amounts are cached by chain, address and block (number and hash), prices are not (the price
 * service keeps its own, shorter-lived ones): a request takes the chain's
 * latest block (followed from the node's pushed heads, or one lookup shared by the requests arriving
 * meanwhile) and reads the balances only when that block is new to it for this address, so a new
 * block (or a reorganised one) always reads again and one chain's or address's answer never serves
 * another. `forceUpdate` (any value) looks the latest block up even while heads are followed: what the
 * kit sends after its own transactions, so their effect shows even if the node's push is still on its way.
 */
export function balanceRoute(context: AccountContext, { cacheSize = 10_000, otherNamespaces = passOn, countRead }: AccountRouteOptions = {}): Hono<ApiEnv> {
  const answer = answerCache<UnpricedBalance[]>(cacheSize)
  // The answer text of the most asked reads, with the prices it was made at (fewer than the reads:
  // a text is the heavier of the two, and only busy addresses gain from it).
  const texts = new LRUCache<string, { balances: UnpricedBalance[]; prices: string; text: string }>({ max: Math.max(Math.min(cacheSize, 1_000), 1) })
  return new Hono<ApiEnv>().get('/v1/account/:address/balance', zValidator('query', balanceQuerySchema, firstIssueOnly), otherNamespaces, async (c) => {
    const address = addressParam(c.req.param('address'))
    const query = c.req.valid('query')
    const chain = parseChainId(query.chainId)
    const client = chain.kind === 'evm' ? context.client(chain.chainId) : undefined
    const head = chain.kind === 'evm' ? context.head(chain.chainId) : undefined
    if (chain.kind !== 'evm' || !client || !head) return c.json({ balances: [] })
    const keyAt = (block: BlockRef) => `${chain.chainId}:${address.toLowerCase()}:${block.number}:${block.hash}`
    const answerAt = async (block: BlockRef) => {
      const key = keyAt(block)
      const balances = await answer(key, () => readBalances(context, client, chain.chainId, address, BigInt(block.number)))
      const priced = await readPrices(
        context.prices,
        balances.map((balance) => balance.ref),
      )
      // The same amounts at the same prices give the same text: serialised once, not per request.
      const prices = balances.map((balance) => priced.get(balance.key)?.usd ?? '').join(',')
      const kept = texts.get(key)
      if (kept?.balances === balances && kept.prices === prices) return kept.text
      const text = JSON.stringify({ balances: withPrices(balances, priced) })
      texts.set(key, { balances, prices, text })
      return text
    }
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

async function readBalances(context: AccountContext, client: PublicClient, chainId: number, owner: Address, blockNumber: bigint): Promise<UnpricedBalance[]> {
  const tokens = context.tokens.onChain(chainId)
  const multicallAddress = await context.multicall3(chainId)
  let native: bigint
  let amounts: (bigint | undefined)[]
  if (multicallAddress) {
    // One eth_call for the coin and every token, at the block the answer is cached under; a token
    // whose call fails (not a contract on this chain, a reverting balanceOf) is left out.
    const contracts: ContractFunctionParameters<typeof balancesAbi, 'view'>[] = [
      { address: multicallAddress, abi: balancesAbi, functionName: 'getEthBalance', args: [owner] },
      ...tokens.map(
        (token): ContractFunctionParameters<typeof balancesAbi, 'view'> => ({
          address: token.address,
          abi: balancesAbi,
          functionName: 'balanceOf',
          args: [owner],
        }),
      ),
    ]
    // Never split (`batchSize: 0`): one call per chain, however long the list.
    const [first, ...results] = await client.multicall({ multicallAddress, allowFailure: true, batchSize: 0, blockNumber, contracts })
    // The call itself failed (node down, block unknown): viem's error, as the batch path would throw.
    const coin = first!
    if (coin.status !== 'success') throw coin.error
    native = coin.result as bigint
    amounts = results.map((result) => (result.status === 'success' ? (result.result as bigint) : undefined))
  } else {
    // Started together so the batching transport sends them as one JSON-RPC batch.
    const [coin, ...results] = await Promise.all([
      client.getBalance({ address: owner, blockNumber }),
      ...tokens.map((token) =>
        client.readContract({ address: token.address, abi: balancesAbi, functionName: 'balanceOf', args: [owner], blockNumber }).catch(() => undefined),
      ),
    ])
    native = coin
    amounts = results
  }
  const caip2 = `eip155:${chainId}`
  const balances: UnpricedBalance[] = []
  if (native > 0n) balances.push(unpricedBalance(context.native(chainId), native, caip2))
  tokens.forEach((token, index) => {
    const amount = amounts[index]
    if (amount !== undefined && amount > 0n)
      balances.push(unpricedBalance({ name: token.name, symbol: token.symbol, decimals: token.decimals, iconUrl: token.logoURI }, amount, caip2, token.address))
  })
  return balances
}
