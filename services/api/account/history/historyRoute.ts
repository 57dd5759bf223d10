import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { formatUnits, isAddressEqual } from 'viem'
import type { Address } from 'viem'
import { historyQuerySchema } from '../../../../src/api/wire/accountRequests'
import type { ApiEnv } from '../../apiDomain'
import { firstIssueOnly } from '../../convert/firstIssue'
import { HttpError } from '../../HttpError'
import { addressParam, JSON_TYPE, passOn } from '../accountContext'
import { answerCache } from '../answerCache'
import type { AccountContext, AccountRouteOptions } from '../accountContext'
import { parseChainId } from '../accountTokens'
import { priceTransactions } from '../priceTransactions'
import type { UnpricedTransaction, UnpricedTransfer } from '../priceTransactions'
import type { HistoryIndex } from './historyIndex'
import type { HistoryCursor, IndexedTransaction, IndexedTransfer, TokenInfo } from './historyTypes'

/** Options of {@link historyRoute}. */
export type HistoryRouteOptions = AccountRouteOptions & {
  /** Transactions per page. @default 20 */
  limit?: number
  index: HistoryIndex
}

/**
 * `GET /v1/account/:address/history?chainId=&cursor=&forceUpdate`: the account's transactions on one chain,
 * newest first, `limit` per page, with `next` (opaque cursor, `null` on the last page) and `indexed`
 * (the blocks the index holds, `{ fromBlock, toBlock }`, or `null` before its first block). The
 * answer comes from what the background indexer has stored: a request waits only for the last few
 * blocks (see `createHistoryIndex`). Unsupported chain: empty page; bad chain id or cursor: 400.
 *
 * Pages are cached by chain, address, cursor and the last indexed block (number and hash), and read
 * only up to that block, so an entry is exactly what the index holds up to it. A new block (or a
 * reorganised one) changes the key; one chain's or address's page never serves another.
 * `forceUpdate` (our extension, as on the balance route) looks the head up again and wakes the
 * indexer, which the kit does after its own transactions. `cacheSize` pages are kept (default 1_000).
 *
 * Transfers are priced when the page is answered (not when it is cached), by chain and address:
 * the native coin and listed tokens only, so a token anyone deployed under a listed token's symbol
 * shows no USD value. A listed token is named as its list names it; another one as its contract says.
 */
export function historyRoute(context: AccountContext, { limit = 20, index, cacheSize = 1_000, otherNamespaces = passOn }: HistoryRouteOptions): Hono<ApiEnv> {
  const answer = answerCache<{ data: UnpricedTransaction[]; next: string | null }>(cacheSize)
  return new Hono<ApiEnv>().get('/v1/account/:address/history', zValidator('query', historyQuerySchema, firstIssueOnly), otherNamespaces, async (c) => {
    const address = addressParam(c.req.param('address'))
    const query = c.req.valid('query')
    const chain = parseChainId(query.chainId)
    const cursor = parseCursor(query.cursor)
    const fresh = query.forceUpdate !== undefined
    const synced = chain.kind === 'evm' ? await index.synced(chain.chainId, { fresh }) : undefined
    if (chain.kind !== 'evm' || !synced) return c.json({ data: [], next: null })
    const { store, range } = synced
    const last = range?.last
    // The blocks the answer covers: a page never claims more than the index holds.
    const indexed = range && last ? { fromBlock: range.first, toBlock: last.number } : null
    if (!last) return c.json({ data: [], next: null, indexed })
    const key = `${chain.chainId}:${address.toLowerCase()}:${cursor ? `${cursor.blockNumber}.${cursor.txIndex}` : ''}:${last.number}:${last.hash}`
    const page = await answer(key, async () => {
      const page = await store.page(chain.chainId, address, cursor, limit, last.number)
      const tokenAddresses = page.transactions.flatMap((tx) => tx.transfers.flatMap((transfer) => (transfer.token ? [transfer.token] : [])))
      const tokens = await store.tokens(chain.chainId, tokenAddresses)
      return {
        data: page.transactions.map((tx) => toWire(context, tokens, chain.chainId, address, tx)),
        next: page.next ? `${page.next.blockNumber}.${page.next.txIndex}` : null,
      }
    })
    const data = await priceTransactions(context.prices, page.data)
    return c.body(JSON.stringify({ data, next: page.next, indexed }), 200, { 'content-type': JSON_TYPE })
  })
}

function parseCursor(value: string | undefined): HistoryCursor | undefined {
  if (value === undefined || value === '') return undefined
  const match = /^(\d{1,15})\.(\d{1,9})$/.exec(value)
  if (!match) throw new HttpError(400, 'Invalid cursor')
  return { blockNumber: Number(match[1]), txIndex: Number(match[2]) }
}

type TokensByAddress = ReadonlyMap<string, TokenInfo>

/** What this API says a transaction did (the wire allows other APIs' words too). */
type OperationType = 'send' | 'receive' | 'mint' | 'deploy' | 'execute'

function toWire(context: AccountContext, tokens: TokensByAddress, chainId: number, owner: Address, tx: IndexedTransaction): UnpricedTransaction {
  const mine = tx.transfers.filter((transfer) => isAddressEqual(transfer.sender, owner) || isAddressEqual(transfer.recipient, owner))
  const transfers = mine.map((transfer) => transferWire(context, tokens, chainId, owner, transfer))
  const sent = isAddressEqual(tx.sender, owner)
  const zero = '0x0000000000000000000000000000000000000000'
  const operationType: OperationType = sent
    ? tx.isDeploy
      ? 'deploy'
      : transfers.some(({ transfer }) => transfer.direction === 'out')
        ? 'send'
        : 'execute'
    : mine.length > 0 && mine.every((transfer) => isAddressEqual(transfer.sender, zero))
      ? 'mint'
      : 'receive'
  return {
    id: tx.hash,
    metadata: {
      minedAt: new Date(tx.minedAt * 1000).toISOString(),
      chain: `eip155:${chainId}`,
      operationType,
      status: tx.status,
      sentFrom: tx.sender,
      sentTo: tx.recipient ?? '',
      hash: tx.hash,
      nonce: tx.nonce,
    },
    transfers,
  }
}

function transferWire(context: AccountContext, tokens: TokensByAddress, chainId: number, owner: Address, transfer: IndexedTransfer): UnpricedTransfer {
  const out = isAddressEqual(transfer.sender, owner)
  const direction = out && isAddressEqual(transfer.recipient, owner) ? 'self' : out ? 'out' : 'in'
  const token = transfer.token ? tokens.get(transfer.token.toLowerCase()) : undefined
  if (transfer.kind === 'erc721') {
    return {
      transfer: {
        nft_info: { name: `${token?.name ?? 'NFT'} #${transfer.tokenId ?? ''}`, token_id: transfer.tokenId ?? '', flags: { is_spam: false } },
        direction,
        sender: transfer.sender,
        recipient: transfer.recipient,
        quantity: { numeric: '1' },
      },
    }
  }
  const caip2 = `eip155:${chainId}`
  // Priced and named by the list only at the listed address; any other contract by what it says.
  const listed = transfer.token ? context.tokens.find(chainId, transfer.token) : undefined
  const info =
    transfer.kind === 'native'
      ? context.native(chainId)
      : (listed ?? (token ? { name: token.name, symbol: token.symbol, decimals: token.decimals } : { name: 'Unknown token', symbol: '???', decimals: 18 }))
  const ref = transfer.kind === 'native' ? { chainId: caip2, address: 'native' } : listed ? { chainId: caip2, address: listed.address } : undefined
  return {
    transfer: {
      fungible_info: { name: info.name, symbol: info.symbol, icon: { url: listed?.logoURI ?? '' } },
      direction,
      sender: transfer.sender,
      recipient: transfer.recipient,
      quantity: { numeric: formatUnits(BigInt(transfer.amount), info.decimals) },
    },
    ref,
  }
}
