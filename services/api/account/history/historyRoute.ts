import { LRUCache } from 'lru-cache'
import { formatUnits, isAddressEqual } from 'viem'
import type { Address } from 'viem'
import { HttpError } from '../../HttpError'
import type { ApiRoute } from '../../matchRoute'
import { addressParam } from '../accountContext'
import type { AccountContext } from '../accountContext'
import { NATIVE_TOKEN, parseChainId } from '../accountTokens'
import type { HistoryIndex } from './historyIndex'
import type { HistoryCursor, IndexedTransaction, IndexedTransfer, TokenInfo } from './historyTypes'

/** One transfer of a history transaction (spec section 3). */
export type TransactionTransferWire = {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; token_id: string; flags: { is_spam: boolean } }
  direction: 'in' | 'out' | 'self'
  /** Who the tokens left (our extension: for a token transfer `metadata.sentTo` is the token contract). */
  sender: string
  /** Who received the tokens (our extension, as `sender`). */
  recipient: string
  quantity: { numeric: string }
  value: number
  price: number
}

/** One entry of `GET /v1/account/{address}/history`'s `data`. */
export type TransactionWire = {
  id: string
  metadata: {
    /** ISO 8601 time of the block. */
    minedAt: string
    /** CAIP-2. */
    chain: string
    operationType: 'send' | 'receive' | 'mint' | 'deploy' | 'execute'
    status: 'confirmed' | 'failed'
    sentFrom: string
    sentTo: string
    hash: string
    nonce: number
  }
  transfers: TransactionTransferWire[]
}

/** Options of {@link historyRoute}. */
export type HistoryRouteOptions = {
  /** Transactions per page. @default 20 */
  limit?: number
  index: HistoryIndex
  /**
   * Pages kept (serialised), each for one chain, address, cursor and head: a request at the same
   * head is answered without asking the database. 0 turns the cache off.
   * @default 1_000
   */
  cacheSize?: number
}

/**
 * `GET /v1/account/:address/history?chainId=&cursor=&forceUpdate`: the account's transactions on one chain,
 * newest first, `limit` per page, with `next` (opaque cursor, `null` on the last page). The chain is
 * indexed up to its head before answering. Unsupported chain: empty page; bad chain id or cursor: 400.
 *
 * Pages are cached by chain, address, cursor and head (number and hash), like balances: the sync
 * that every request waits for ends at the chain's latest block as the API knows it, and the page is
 * read only up to that head's block, so an entry is exactly what the index holds up to that head.
 * A new block (or a reorganised one) changes the key, so a transaction in a block the API knows of
 * is in the answer; one chain's or address's page never serves another. The head is followed from the
 * node's pushes when the chain has a WebSocket URL; `forceUpdate` (our extension, as on the balance
 * route) looks it up instead, which the kit does after its own transactions.
 */
export function historyRoute(context: AccountContext, { limit = 20, index, cacheSize = 1_000 }: HistoryRouteOptions): ApiRoute {
  // Pending reads are cached too, so concurrent requests for the same page share one read. Kept as
  // JSON text: a hit then costs neither the wire mapping nor the serialisation.
  const cache = cacheSize > 0 ? new LRUCache<string, Promise<string>>({ max: cacheSize }) : undefined
  return {
    method: 'GET',
    path: '/v1/account/:address/history',
    async handle({ url, params }) {
      const address = addressParam(params.address)
      const chain = parseChainId(url.searchParams.get('chainId'))
      if (chain.kind === 'invalid') throw new HttpError(400, 'Invalid chainId')
      const cursor = parseCursor(url.searchParams.get('cursor'))
      const fresh = url.searchParams.has('forceUpdate')
      const synced = chain.kind === 'evm' ? await index.synced(chain.chainId, { fresh }) : undefined
      if (chain.kind !== 'evm' || !synced) return { body: { data: [], next: null } }
      const { store, head } = synced
      const read = async () => {
        const page = await store.page(chain.chainId, address, cursor, limit, head.number)
        const tokenAddresses = page.transactions.flatMap((tx) => tx.transfers.flatMap((transfer) => (transfer.token ? [transfer.token] : [])))
        const tokens = await store.tokens(chain.chainId, tokenAddresses)
        return JSON.stringify({
          data: page.transactions.map((tx) => toWire(context, tokens, chain.chainId, address, tx)),
          next: page.next ? `${page.next.blockNumber}.${page.next.txIndex}` : null,
        })
      }
      if (!cache) return { body: await read(), contentType: JSON_TYPE }
      const key = `${chain.chainId}:${address.toLowerCase()}:${cursor ? `${cursor.blockNumber}.${cursor.txIndex}` : ''}:${head.number}:${head.hash}`
      let page = cache.get(key)
      if (!page) {
        page = read()
        cache.set(key, page)
        // A failed read is not kept: the next request tries again.
        page.catch(() => cache.get(key) === page && cache.delete(key))
      }
      return { body: await page, contentType: JSON_TYPE }
    },
  }
}

/** What the API server sends with JSON bodies it serialises itself. */
const JSON_TYPE = 'application/json; charset=utf-8'

function parseCursor(value: string | null): HistoryCursor | undefined {
  if (value === null || value === '') return undefined
  const match = /^(\d{1,15})\.(\d{1,9})$/.exec(value)
  if (!match) throw new HttpError(400, 'Invalid cursor')
  return { blockNumber: Number(match[1]), txIndex: Number(match[2]) }
}

type TokensByAddress = ReadonlyMap<string, TokenInfo>

function toWire(context: AccountContext, tokens: TokensByAddress, chainId: number, owner: Address, tx: IndexedTransaction): TransactionWire {
  const mine = tx.transfers.filter((transfer) => isAddressEqual(transfer.sender, owner) || isAddressEqual(transfer.recipient, owner))
  const transfers = mine.map((transfer) => transferWire(context, tokens, owner, transfer))
  const sent = isAddressEqual(tx.sender, owner)
  const zero = '0x0000000000000000000000000000000000000000'
  const operationType: TransactionWire['metadata']['operationType'] = sent
    ? tx.isDeploy
      ? 'deploy'
      : transfers.some((transfer) => transfer.direction === 'out')
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

function transferWire(context: AccountContext, tokens: TokensByAddress, owner: Address, transfer: IndexedTransfer): TransactionTransferWire {
  const out = isAddressEqual(transfer.sender, owner)
  const direction = out && isAddressEqual(transfer.recipient, owner) ? 'self' : out ? 'out' : 'in'
  const token = transfer.token ? tokens.get(transfer.token.toLowerCase()) : undefined
  if (transfer.kind === 'erc721') {
    return {
      nft_info: { name: `${token?.name ?? 'NFT'} #${transfer.tokenId ?? ''}`, token_id: transfer.tokenId ?? '', flags: { is_spam: false } },
      direction,
      sender: transfer.sender,
      recipient: transfer.recipient,
      quantity: { numeric: '1' },
      value: 0,
      price: 0,
    }
  }
  const info = transfer.kind === 'native' ? NATIVE_TOKEN : (token ?? { name: 'Unknown token', symbol: '???', decimals: 18 })
  const priced = context.prices.prices[info.symbol]
  const numeric = formatUnits(BigInt(transfer.amount), info.decimals)
  const price = priced?.price ?? 0
  return {
    fungible_info: { name: info.name, symbol: info.symbol, icon: { url: priced?.iconUrl ?? '' } },
    direction,
    sender: transfer.sender,
    recipient: transfer.recipient,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}
