/*
 * A smart account registers a name, on PostgreSQL: a minimal ERC-1271 wallet (compiled here with
 * solc, owned by anvil #0) is deployed on anvil, the registration names the contract's address, the
 * owner signs, and the API accepts it only because viem's verification asks the contract
 * (`isValidSignature`) over the chain's RPC; another key's signature is refused by the same
 * contract. The names live in a PostgreSQL server migrated with the services' migrations, so the
 * table and its queries are checked on the production back end too (the other tests use PGlite).
 */
import { createPublicClient, createWalletClient, getAddress, http } from 'viem'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { coinTypeOfChain, registrationMessage } from '../../../src/names/nameRules'
import { startPostgres, type RunningPostgres } from '../../../test/postgres/startPostgres'
import { compileContract, smartAccountSource } from '../../../test/services/siwxTestKit'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { localChain } from '../../../devstack/chain/localChain'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { openDatabase } from '../../store/openDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { nameRoutes } from './nameRoutes'

const CHAIN = 31337
const owner = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
let anvil: RunningAnvil
let postgres: RunningPostgres
let api: RunningServer
let database: SqlDatabase
let accountAddress: Address

beforeAll(async () => {
  ;[anvil, postgres] = await Promise.all([startAnvil({ chainId: CHAIN }), startPostgres()])
  database = await openDatabase({ url: await postgres.createDatabase('names_smart_account') })
  const chain = localChain(CHAIN, anvil.rpcUrl)
  const { abi, bytecode } = compileContract(smartAccountSource('TestSmartAccount'), 'TestSmartAccount')
  const wallet = createWalletClient({ account: owner, chain, transport: http(anvil.rpcUrl) })
  const hash = await wallet.deployContract({ abi, bytecode, args: [owner.address] })
  const receipt = await createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 50 }).waitForTransactionReceipt({ hash })
  accountAddress = getAddress(receipt.contractAddress as Address)
  const chains = [{ id: CHAIN, name: 'Local', rpcUrl: anvil.rpcUrl }]
  api = await createApiServer({ chains, domains: [nameRoutes({ chains, database })] }).listen(0, '127.0.0.1')
}, 180_000)

afterAll(async () => {
  await api?.close()
  await database?.close()
  await postgres?.stop()
  await anvil?.stop()
})

async function register(name: string, signer: typeof owner): Promise<{ status: number; body: Record<string, unknown> }> {
  const message = registrationMessage({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(`${api.url}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: coinTypeOfChain(CHAIN), address: accountAddress, message, signature: await signer.signMessage({ message }) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

it('an ERC-1271 smart account registers a name with its owner’s signature, checked by the contract on chain', async () => {
  expect(await register('smart-wallet.foyer.id', owner)).toEqual({ status: 200, body: { success: true, name: 'smart-wallet.foyer.id' } })
  const names = (await (await fetch(`${api.url}/v1/profile/reverse/${accountAddress}`)).json()) as {
    name: string
    addresses: Record<string, { address: string }>
  }[]
  expect(names).toEqual([
    expect.objectContaining({ name: 'smart-wallet.foyer.id', addresses: { [String(coinTypeOfChain(CHAIN))]: { address: accountAddress } } }),
  ])
  const suggestions = (await (await fetch(`${api.url}/v1/profile/suggestions/smart-wallet`)).json()) as { suggestions: { name: string; registered: boolean }[] }
  expect(suggestions.suggestions[0]).toEqual({ name: 'smart-wallet.foyer.id', registered: true })
})

it('the smart account refuses a signature by a key that does not own it; the name stays unique on PostgreSQL', async () => {
  const stranger = privateKeyToAccount(ANVIL_ACCOUNTS[4].privateKey)
  expect((await register('stranger-name.foyer.id', stranger)).status).toBe(401)
  expect((await register('smart-wallet.foyer.id', owner)).status).toBe(409)
})
