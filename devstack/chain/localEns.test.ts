/*
 * ENS on anvil as wagmi apps read it: ENS's own registry, public resolver and reverse registrar,
 * deployed with the local universal resolver (FoyerNameResolver), and read through viem's
 * getEnsName / getEnsAddress / getEnsAvatar. Names registered with Foyer's API still resolve
 * through the resolver's CCIP-Read fallback, and a reverse record that its name does not confirm is
 * not taken.
 */
import { createPublicClient, createWalletClient, http, namehash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { nameRoutes } from '../../services/api/names/nameRoutes'
import { openDatabase } from '../../services/store/openDatabase'
import type { SqlDatabase } from '../../services/store/SqlDatabase'
import { coinTypeOfChain, registrationMessage } from '../../src/names/nameRules'
import { ANVIL_ACCOUNTS } from './addresses'
import { localChain } from './localChain'
import {
  DEV_ENS_ACCOUNT,
  DEV_ENS_AVATAR,
  DEV_ENS_NAME,
  ENS_PUBLIC_RESOLVER_ADDRESS,
  ENS_REGISTRY_ADDRESS,
  ENS_REVERSE_REGISTRAR_ADDRESS,
  reverseNode,
} from './localEns'
import { DEV_NAME_GATEWAY_KEY, NAME_RESOLVER_ADDRESS, deployNameResolver } from './nameResolver'
import { startAnvil, type RunningAnvil } from './startAnvil'
import { loadUniswapArtifact } from './uniswapV2Artifacts'

const CHAIN = 31337
const alice = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
const mallory = privateKeyToAccount(ANVIL_ACCOUNTS[3].privateKey)
let anvil: RunningAnvil
let api: RunningServer
let database: SqlDatabase

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN })
  database = await openDatabase({ memory: true })
  const chains = [{ id: CHAIN, name: 'Local', rpcUrl: anvil.rpcUrl }]
  api = await createApiServer({ chains, domains: [nameRoutes({ chains, database, gatewayKey: DEV_NAME_GATEWAY_KEY })] }).listen(0, '127.0.0.1')
  await deployNameResolver(anvil.rpcUrl, CHAIN, api.url)
}, 180_000)

afterAll(async () => {
  await api?.close()
  await database?.close()
  await anvil?.stop()
})

const client = () =>
  createPublicClient({
    chain: { ...localChain(CHAIN, anvil.rpcUrl), contracts: { ensUniversalResolver: { address: NAME_RESOLVER_ADDRESS } } },
    transport: http(anvil.rpcUrl),
  })

describe('ENS on the local chain', () => {
  it("deploys ENS's registry, public resolver and reverse registrar where the addresses say", async () => {
    const registry = loadUniswapArtifact('@ensdomains/ens/build/contracts/ENSRegistry.json')
    const read = (functionName: string, node: string) => client().readContract({ abi: registry.abi, address: ENS_REGISTRY_ADDRESS, functionName, args: [node] })
    await expect(read('owner', namehash('addr.reverse'))).resolves.toBe(ENS_REVERSE_REGISTRAR_ADDRESS)
    await expect(read('owner', namehash(DEV_ENS_NAME))).resolves.toBe(DEV_ENS_ACCOUNT.address)
    await expect(read('resolver', namehash(DEV_ENS_NAME))).resolves.toBe(ENS_PUBLIC_RESOLVER_ADDRESS)
    await expect(read('owner', reverseNode(DEV_ENS_ACCOUNT.address))).resolves.toBe(DEV_ENS_ACCOUNT.address)
    // The seeded account sent nothing itself.
    await expect(client().getTransactionCount({ address: DEV_ENS_ACCOUNT.address })).resolves.toBe(0)
  })

  it('viem reads the seeded name, its address and its avatar through the universal resolver', async () => {
    await expect(client().getEnsName({ address: DEV_ENS_ACCOUNT.address })).resolves.toBe(DEV_ENS_NAME)
    await expect(client().getEnsAddress({ name: DEV_ENS_NAME })).resolves.toBe(DEV_ENS_ACCOUNT.address)
    await expect(client().getEnsText({ name: DEV_ENS_NAME, key: 'avatar' })).resolves.toBe(DEV_ENS_AVATAR)
    await expect(client().getEnsAvatar({ name: DEV_ENS_NAME })).resolves.toBe(DEV_ENS_AVATAR)
    // A record the name does not have is empty, answered by ENS rather than by Foyer's gateway.
    await expect(client().getEnsText({ name: DEV_ENS_NAME, key: 'url' })).resolves.toBeNull()
  })

  it('names registered with Foyer still resolve through the gateway', async () => {
    const message = registrationMessage({ name: 'alice.foyer.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const response = await fetch(`${api.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coin_type: coinTypeOfChain(CHAIN), address: alice.address, message, signature: await alice.signMessage({ message }) }),
    })
    expect(response.status).toBe(200)
    await expect(client().getEnsName({ address: alice.address })).resolves.toBe('alice.foyer.id')
    await expect(client().getEnsAddress({ name: 'alice.foyer.id' })).resolves.toBe(alice.address)
  })

  it("ignores a reverse record whose name does not point back at the address, asking Foyer's names instead", async () => {
    const reverseRegistrar = loadUniswapArtifact('@ensdomains/ens/build/contracts/ReverseRegistrar.json')
    const wallet = createWalletClient({ account: mallory, chain: localChain(CHAIN, anvil.rpcUrl), transport: http(anvil.rpcUrl) })
    const hash = await wallet.writeContract({
      abi: reverseRegistrar.abi,
      address: ENS_REVERSE_REGISTRAR_ADDRESS,
      functionName: 'setName',
      args: [DEV_ENS_NAME],
    })
    await client().waitForTransactionReceipt({ hash })
    await expect(client().getEnsName({ address: mallory.address })).resolves.toBeNull()
  })
})
