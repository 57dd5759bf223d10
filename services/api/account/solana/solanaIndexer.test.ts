import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID } from '../../../../devstack/solana/solanaTestAccounts'
import { startSolanaRuntime } from '../../../../devstack/solana/startSolanaRuntime'
import type { RunningSolanaRuntime } from '../../../../devstack/solana/startSolanaRuntime'
import { openDatabase } from '../../../store/openDatabase'
import type { SqlDatabase } from '../../../store/SqlDatabase'
import { createSolanaHistoryStore } from './solanaHistoryStore'
import { createSolanaIndexer } from './solanaIndexer'
import { solanaRpcClient } from './solanaRpcClient'

let solana: RunningSolanaRuntime
let database: SqlDatabase
beforeAll(async () => {
  solana = await startSolanaRuntime({ logger: pino({ level: 'silent' }) })
  database = await openDatabase({ memory: true })
})
afterAll(async () => {
  await database?.close()
  await solana?.stop()
})

describe('createSolanaIndexer', () => {
  it('reads every signature since the last sync across pages, once each', async () => {
    const owner = Keypair.generate().publicKey.toBase58()
    const airdrop = () => solana.chain.airdrop(owner, BigInt(LAMPORTS_PER_SOL))
    const signatures = [airdrop(), airdrop(), airdrop()]
    const store = createSolanaHistoryStore(database)
    const calls: string[] = []
    const rpc = solanaRpcClient(solana.rpcUrl, { timeoutMs: 5_000 })
    const counted: typeof rpc = (method, params) => {
      calls.push(method)
      return rpc(method, params)
    }
    const indexer = createSolanaIndexer(SOLANA_LOCALNET_CAIP_NETWORK_ID, counted, store, { pageSize: 2 })
    await Promise.all([indexer.sync(owner), indexer.sync(owner)])
    expect(calls.filter((method) => method === 'getTransaction')).toHaveLength(3)
    signatures.push(airdrop(), airdrop(), airdrop(), airdrop(), airdrop())
    await indexer.sync(owner)
    // Five new ones in three pages of two, each fetched once; nothing before the last sync again.
    expect(calls.filter((method) => method === 'getTransaction')).toHaveLength(8)
    const page = await store.page(SOLANA_LOCALNET_CAIP_NETWORK_ID, owner, undefined, 20)
    expect(page.transactions.map((entry) => entry.signature)).toEqual([...signatures].reverse())
    // The faucet (fee payer) gave exactly what the owner got: its fee is not a transfer.
    expect(page.transactions[0]!.changes).toEqual([
      expect.objectContaining({ asset: 'SOL', delta: String(-LAMPORTS_PER_SOL) }),
      { asset: 'SOL', owner, delta: String(LAMPORTS_PER_SOL), decimals: 9 },
    ])
  })
})
