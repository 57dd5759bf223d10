import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SqlDatabase } from '../../../store/SqlDatabase'
import { storeBackends, stopBackends } from '../../../../test/postgres/storeBackends'
import { createHistoryStore, type HistoryStore } from './historyStore'
import type { IndexedTransaction } from './historyTypes'

const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const NFT: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`

// Block n holds two transactions: an ETH payment Alice -> Bob, then an NFT (id n) Bob -> Alice.
function block(n: number): IndexedTransaction[] {
  const base = { blockNumber: n, minedAt: 1_700_000_000 + n, nonce: n, status: 'confirmed' as const, isDeploy: false }
  return [
    {
      ...base,
      hash: hash(n * 2),
      txIndex: 0,
      sender: ALICE,
      recipient: BOB,
      transfers: [{ position: -1, kind: 'native', token: null, tokenId: null, sender: ALICE, recipient: BOB, amount: '1000' }],
    },
    {
      ...base,
      hash: hash(n * 2 + 1),
      txIndex: 1,
      sender: BOB,
      recipient: NFT,
      transfers: [{ position: 0, kind: 'erc721', token: NFT, tokenId: String(n), sender: BOB, recipient: ALICE, amount: '1' }],
    },
  ]
}

afterAll(stopBackends)

describe.each(storeBackends())('createHistoryStore on $name', (backend) => {
  let database: SqlDatabase
  let store: HistoryStore
  beforeAll(async () => {
    database = await backend.open()
    store = createHistoryStore(database)
    for (let n = 1; n <= 5; n++) await store.saveBlock(1, { number: n, hash: hash(1_000 + n) }, block(n))
    await store.saveToken(1, NFT, { kind: 'erc721', name: 'Test NFT', symbol: 'TNFT', decimals: 0 })
  })
  afterAll(() => database?.close())

  it('pages an account newest first with a cursor, transfers attached, in any address case', async () => {
    const first = await store.page(1, ALICE.toLowerCase() as Address, undefined, 4)
    expect(first.transactions.map((tx) => [tx.blockNumber, tx.txIndex])).toEqual([
      [5, 1],
      [5, 0],
      [4, 1],
      [4, 0],
    ])
    expect(first.transactions[0]?.transfers).toEqual([{ position: 0, kind: 'erc721', token: NFT, tokenId: '5', sender: BOB, recipient: ALICE, amount: '1' }])
    expect(first.next).toEqual({ blockNumber: 4, txIndex: 0 })
    const rest = await store.page(1, ALICE, first.next, 10)
    expect(rest.transactions.map((tx) => tx.hash)).toEqual([hash(7), hash(6), hash(5), hash(4), hash(3), hash(2)])
    expect(rest.next).toBeUndefined()
    expect((await store.page(2, ALICE, undefined, 10)).transactions).toEqual([])
  })

  it('pages only blocks up to `upTo` when given, with or without a cursor past it', async () => {
    const upTo3 = await store.page(1, ALICE, undefined, 3, 3)
    expect(upTo3.transactions.map((tx) => [tx.blockNumber, tx.txIndex])).toEqual([
      [3, 1],
      [3, 0],
      [2, 1],
    ])
    expect(upTo3.next).toEqual({ blockNumber: 2, txIndex: 1 })
    expect((await store.page(1, ALICE, { blockNumber: 5, txIndex: 1 }, 1, 3)).transactions.map((tx) => tx.blockNumber)).toEqual([3])
    expect((await store.page(1, ALICE, { blockNumber: 4, txIndex: 1 }, 1, 3)).transactions.map((tx) => [tx.blockNumber, tx.txIndex])).toEqual([[3, 1]])
    expect((await store.page(1, ALICE, upTo3.next, 10, 3)).transactions.map((tx) => tx.hash)).toEqual([hash(4), hash(3), hash(2)])
    expect((await store.page(1, ALICE, undefined, 10, 0)).transactions).toEqual([])
  })

  it('saves a block again without duplicates and never moves the cursor back', async () => {
    await store.saveBlock(1, { number: 3, hash: hash(1_003) }, block(3))
    expect((await store.chainCursor(1))?.last).toEqual({ number: 5, hash: hash(1_005) })
    expect((await store.page(1, BOB, undefined, 100)).transactions).toHaveLength(10)
  })

  it('lists NFTs whose latest transfer went to the owner, and reads tokens by address', async () => {
    await store.saveBlock(1, { number: 6, hash: hash(1_006) }, [
      {
        ...block(6)[1]!,
        hash: hash(99),
        txIndex: 0,
        sender: ALICE,
        transfers: [{ position: 0, kind: 'erc721', token: NFT, tokenId: '2', sender: ALICE, recipient: BOB, amount: '1' }],
      },
    ])
    expect(await store.ownedNfts(1, ALICE, 10)).toEqual(['1', '3', '4', '5'].map((tokenId) => ({ token: NFT, tokenId })))
    expect(await store.ownedNfts(1, BOB, 10)).toEqual([{ token: NFT, tokenId: '2' }])
    expect(await store.token(1, NFT.toLowerCase() as Address)).toEqual({ kind: 'erc721', name: 'Test NFT', symbol: 'TNFT', decimals: 0 })
    expect([...(await store.tokens(1, [NFT, BOB])).keys()]).toEqual([NFT.toLowerCase()])
  })

  it('forgets a chain on reset', async () => {
    await store.resetChain(1)
    expect(await store.chainCursor(1)).toBeUndefined()
    expect((await store.page(1, ALICE, undefined, 10)).transactions).toEqual([])
    expect(await store.token(1, NFT)).toBeUndefined()
  })
})
