import { createAssociatedTokenAccountInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localSolana, SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_USDC } from '../../../../devstack/solana/solanaTestAccounts'
import { startSolanaRuntime } from '../../../../devstack/solana/startSolanaRuntime'
import type { RunningSolanaRuntime } from '../../../../devstack/solana/startSolanaRuntime'
import { openDatabase } from '../../../store/openDatabase'
import type { SqlDatabase } from '../../../store/SqlDatabase'
import { createApiServer } from '../../createApiServer'
import type { RunningServer } from '../../listenHttp'
import { accountRoutes } from '../accountRoutes'
import type { TokenBalance, TransactionHistoryPage } from '../../../../src/api/wire/accountSchemas'
import { fixedPrices } from '../../../../test/services/fixedPrices'

// Priced by mint ('native' for SOL), as the price service keys Solana tokens.
const prices = fixedPrices([
  [{ chainId: SOLANA_LOCALNET_CAIP_NETWORK_ID, address: 'native' }, 150],
  [{ chainId: SOLANA_LOCALNET_CAIP_NETWORK_ID, address: SOLANA_TEST_USDC.mint }, 1],
])

/*
 * The account endpoints for `solana:` chain ids, over real HTTP against the local Solana runtime:
 * transfers are made with web3.js and spl-token, then read back through the API.
 */
const network = SOLANA_LOCALNET_CAIP_NETWORK_ID
const keypair = (index: number) => Keypair.fromSeed(Buffer.from(SOLANA_TEST_ACCOUNTS[index]!.seed, 'hex'))
const mint = new PublicKey(SOLANA_TEST_USDC.mint)

let solana: RunningSolanaRuntime
let connection: Connection
let database: SqlDatabase
let api: RunningServer

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.url}${path}`)
  return { status: response.status, body: await response.json() }
}
const balances = async (address: string) =>
  ((await get(`/v1/account/${address}/balance?currency=usd&chainId=${network}`)).body as { balances: TokenBalance[] }).balances
type Page = TransactionHistoryPage
const history = async (address: string, cursor?: string) =>
  (await get(`/v1/account/${address}/history?chainId=${network}${cursor ? `&cursor=${cursor}` : ''}`)).body as Page

async function sendUsdc(from: Keypair, to: PublicKey, units: bigint): Promise<string> {
  const toAta = getAssociatedTokenAddressSync(mint, to)
  const transaction = new Transaction()
  if (!(await connection.getAccountInfo(toAta))) transaction.add(createAssociatedTokenAccountInstruction(from.publicKey, toAta, to, mint))
  transaction.add(createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, from.publicKey), mint, toAta, from.publicKey, units, 6))
  return sendAndConfirmTransaction(connection, transaction, [from])
}

beforeAll(async () => {
  solana = await startSolanaRuntime({ logger: pino({ level: 'silent' }) })
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  database = await openDatabase({ memory: true })
  api = await createApiServer({
    chains: [],
    domains: [accountRoutes({ chains: [], solana: localSolana(solana.rpcUrl), database, prices, historyPageSize: 2 })],
  }).listen(0, '127.0.0.1')
})
afterAll(async () => {
  await api?.close()
  await database?.close()
  await solana?.stop()
})

describe('account endpoints for Solana', () => {
  it('lists SOL and test USDC with USD values from the price service, without trailing zeros', async () => {
    expect(await balances(SOLANA_TEST_ACCOUNTS[0]!.address)).toEqual([
      { name: 'Solana', symbol: 'SOL', chainId: network, value: 150_000, price: 150, quantity: { decimals: '9', numeric: '1000' }, iconUrl: '' },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: network,
        address: `${network}:${SOLANA_TEST_USDC.mint}`,
        value: 1_000_000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: '',
      },
    ])
    expect(await balances(Keypair.generate().publicKey.toBase58())).toEqual([])
    // Only the cluster's genesis-hash id names it: another Solana id has no balances.
    expect((await get(`/v1/account/${SOLANA_TEST_ACCOUNTS[0]!.address}/balance?chainId=solana:localnet`)).body).toEqual({ balances: [] })
  })

  it('lists the Solana cluster in the supported chains', async () => {
    expect((await get('/v1/supported-chains')).body).toEqual({ http: [network], ws: [] })
  })

  it('indexes SOL and USDC transfers into the activity of both sides, newest first, in pages', async () => {
    const sender = keypair(1)
    const receiver = Keypair.generate()
    const solSignature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver.publicKey, lamports: LAMPORTS_PER_SOL / 4 })),
      [sender],
    )
    const first = await history(receiver.publicKey.toBase58())
    expect(first.data.map((tx) => tx.id)).toEqual([solSignature])
    expect(first.data[0]).toMatchObject({
      metadata: { chain: network, operationType: 'receive', status: 'confirmed', sentFrom: sender.publicKey.toBase58(), hash: solSignature },
      transfers: [
        {
          fungible_info: { symbol: 'SOL' },
          direction: 'in',
          sender: sender.publicKey.toBase58(),
          recipient: receiver.publicKey.toBase58(),
          quantity: { numeric: '0.25' },
          value: 37.5,
          price: 150,
        },
      ],
    })

    // The USDC arrive in the receiver's new token account: found through it, and shown as the owner's.
    const usdcSignature = await sendUsdc(sender, receiver.publicKey, 12_340_000n)
    const usdcIn = await sendUsdc(sender, receiver.publicKey, 1_000_000n)
    expect((await balances(receiver.publicKey.toBase58())).find((entry) => entry.symbol === 'USDC')?.quantity.numeric).toBe('13.34')
    const page = await history(receiver.publicKey.toBase58())
    expect(page.data.map((tx) => tx.id)).toEqual([usdcIn, usdcSignature])
    expect(page.data[1]!.transfers).toEqual([
      expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: 'USDC' }), direction: 'in', quantity: { numeric: '12.34' }, value: 12.34 }),
    ])
    expect(page.next).toMatch(/^\d+\.[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const rest = await history(receiver.publicKey.toBase58(), page.next!)
    expect(rest.data.map((tx) => tx.id)).toEqual([solSignature])
    expect(rest.next).toBeNull()

    // The sender's side: a send of USDC only (the fee and the new token account's rent are costs).
    const sent = (await history(sender.publicKey.toBase58())).data.find((tx) => tx.id === usdcSignature)
    expect(sent?.metadata).toMatchObject({ operationType: 'send', sentFrom: sender.publicKey.toBase58(), sentTo: receiver.publicKey.toBase58() })
    expect(sent?.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'USDC' }),
        direction: 'out',
        recipient: receiver.publicKey.toBase58(),
        quantity: { numeric: '12.34' },
      }),
    ])
  })

  it('shows a failed transaction as failed, with no transfers', async () => {
    const sender = keypair(2)
    const transaction = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 5_000 * LAMPORTS_PER_SOL }),
    )
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.sign(sender)
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    const failed = (await history(sender.publicKey.toBase58())).data.find((tx) => tx.id === signature)
    expect(failed?.metadata).toMatchObject({ status: 'failed', operationType: 'execute' })
    expect(failed?.transfers).toEqual([])
  })

  it('refuses addresses that are not 32 to 44 base58 characters, bad chain ids and cursors', async () => {
    for (const address of ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'Hc5WLKGEdjxVGEe6gyKVf7kAC9xP3x6RQBfTFooJHjh0', 'abc']) {
      expect(await get(`/v1/account/${address}/balance?chainId=${network}`)).toEqual({ status: 400, body: { error: 'Invalid address' } })
      expect(await get(`/v1/account/${address}/history?chainId=${network}`)).toEqual({ status: 400, body: { error: 'Invalid address' } })
    }
    const address = SOLANA_TEST_ACCOUNTS[0]!.address
    expect((await get(`/v1/account/${address}/balance?chainId=solana:${'x'.repeat(40)}`)).body).toEqual({ error: 'Invalid chainId' })
    expect((await get(`/v1/account/${address}/history?chainId=${network}&cursor=12`)).body).toEqual({ error: 'Invalid cursor' })
    expect((await get(`/v1/account/${address}/balance?chainId=${network}&currency=eur`)).body).toEqual({ error: 'Unsupported currency' })
    // A cluster the API does not read: empty answers, as for an EVM chain it does not serve.
    expect(await get(`/v1/account/${address}/balance?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`)).toEqual({ status: 200, body: { balances: [] } })
    expect((await get(`/v1/account/${address}/history?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`)).body).toEqual({ data: [], next: null })
  })

  it('answers 500 without details when the cluster is unreachable', async () => {
    const unreachable = await createApiServer({
      chains: [],
      domains: [
        accountRoutes({
          chains: [],
          solana: { chains: [{ caipNetworkId: network, name: 'Down', rpcUrl: 'http://127.0.0.1:9' }] },
          database,
          rpcTimeoutMs: 500,
        }),
      ],
      logger: pino({ level: 'silent' }),
    }).listen(0, '127.0.0.1')
    try {
      const response = await fetch(`${unreachable.url}/v1/account/${SOLANA_TEST_ACCOUNTS[0]!.address}/balance?chainId=${network}`)
      expect(response.status).toBe(500)
      expect(JSON.stringify(await response.json())).not.toMatch(/127\.0\.0\.1:9/)
    } finally {
      await unreachable.close()
    }
  })
})
