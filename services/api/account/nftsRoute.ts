import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { erc721Abi, isAddressEqual } from 'viem'
import type { Address, PublicClient } from 'viem'
import { chainQuerySchema } from '../../../src/api/wire/accountRequests'
import type { ApiEnv } from '../apiDomain'
import { firstIssueOnly } from '../convert/firstIssue'
import { addressParam } from './accountContext'
import type { AccountContext } from './accountContext'
import { parseChainId } from './accountTokens'
import type { HistoryIndex } from './history/historyIndex'
import type { HistoryStore } from './history/historyStore'
import type { AccountNft } from '../../../src/api/wire/accountSchemas'
import { readTokenUriMetadata } from './nftMetadata'

/** Most NFTs one answer lists: there is no paging, this is a development API. */
export const MAX_NFTS = 200

/**
 * `GET /v1/account/:address/nfts?chainId=<caip2 | number>`: Foyer's extension of the blockchain API
 * (no hosted blockchain API has it). The ERC-721 tokens the account holds now, found through the history
 * index (latest `Transfer` of each token went to it), each confirmed with `ownerOf` and described from
 * its `tokenURI` when that is a `data:` URI; other URIs are never fetched (no request leaves the API),
 * so their name falls back to `<collection> #<id>` and their image is `null`. At most
 * {@link MAX_NFTS}, sorted by contract then token id. Unsupported chain: `{ nfts: [] }`; a bad
 * address or chain id: 400.
 *
 * @example
 * // GET /v1/account/0x7099…79C8/nfts?chainId=eip155:31337
 * // { nfts: [{ chainId: 'eip155:31337', address: 'eip155:31337:0xA15B…E468', tokenId: '3', collection: { name: 'Foyer Test NFT', symbol: 'FTNFT' }, name: 'Foyer Test NFT #3', description: '…', image: 'data:image/svg+xml;base64,…' }] }
 */
export function nftsRoute(context: AccountContext, index: HistoryIndex): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/account/:address/nfts', zValidator('query', chainQuerySchema, firstIssueOnly), async (c) => {
    const owner = addressParam(c.req.param('address'))
    const chain = parseChainId(c.req.valid('query').chainId)
    const client = chain.kind === 'evm' ? context.client(chain.chainId) : undefined
    const synced = chain.kind === 'evm' ? await index.synced(chain.chainId) : undefined
    if (chain.kind !== 'evm' || !client || !synced) return c.json({ nfts: [] })
    return c.json({ nfts: await readOwned(client, synced.store, chain.chainId, owner) })
  })
}

async function readOwned(client: PublicClient, store: HistoryStore, chainId: number, owner: Address): Promise<AccountNft[]> {
  const candidates = (await store.ownedNfts(chainId, owner, MAX_NFTS)).sort(
    (a, b) => a.token.toLowerCase().localeCompare(b.token.toLowerCase()) || compareIds(a.tokenId, b.tokenId),
  )
  // Started together so the batching transport sends them as one JSON-RPC batch.
  const reads = await Promise.all(
    candidates.map(({ token, tokenId }) => {
      const args = [BigInt(tokenId)] as const
      return Promise.all([
        client.readContract({ address: token, abi: erc721Abi, functionName: 'ownerOf', args }).catch(() => undefined),
        client.readContract({ address: token, abi: erc721Abi, functionName: 'tokenURI', args }).catch(() => undefined),
      ])
    }),
  )
  const infos = await store.tokens(
    chainId,
    candidates.map(({ token }) => token),
  )
  const caip2 = `eip155:${chainId}`
  const nfts: AccountNft[] = []
  candidates.forEach(({ token, tokenId }, position) => {
    const [currentOwner, uri] = reads[position] ?? []
    // The index can lag a block behind a transfer made meanwhile; the chain has the last word.
    if (!currentOwner || !isAddressEqual(currentOwner, owner)) return
    const info = infos.get(token.toLowerCase())
    const collection = { name: info?.name ?? 'NFT', symbol: info?.symbol ?? 'NFT' }
    const metadata = uri === undefined ? undefined : readTokenUriMetadata(uri)
    nfts.push({
      chainId: caip2,
      address: `${caip2}:${token}`,
      tokenId,
      collection,
      name: metadata?.name ?? `${collection.name} #${tokenId}`,
      description: metadata?.description ?? null,
      image: metadata?.image ?? null,
    })
  })
  return nfts
}

function compareIds(a: string, b: string): number {
  return a.length - b.length || a.localeCompare(b)
}
