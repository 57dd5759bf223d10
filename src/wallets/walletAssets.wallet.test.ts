import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountRoutes } from '../../services/api/account/accountRoutes'
import { localTokens } from '../../devstack/chain/testToken'
import { fixedPrices } from '../../test/services/fixedPrices'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { ANVIL_ACCOUNTS, TEST_NFT_ADDRESS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { deployContracts } from '../../devstack/chain/deployContracts'
import { deployTestNft } from '../../devstack/chain/deployTestNft'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { createTestWallet, type CreateTestWalletOptions } from '../../testing/evm/createTestWallet'
import { getAccountBalance } from '../api/blockchainApi'
import { discoverWalletAssets, parseWalletAssets, walletGetAssetsRequest } from './walletAssets'

/*
 * Both discovery paths over real anvil chains: the test wallet advertising EIP-7811 on 31337 only
 * answers wallet_getAssets from the chain (native + USDC + a told-about token), and the result equals
 * what the API reports; on 31338 it does not advertise it, so discovery gives undefined (API fallback).
 */
let chains: RunningAnvil[] = []
let api: RunningServer
const alice = ANVIL_ACCOUNTS[1]

beforeAll(async () => {
  chains = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  await Promise.all(
    chains.map(async (chain) => {
      await deployContracts(chain.rpcUrl, chain.chainId)
      await deployTestNft(chain.rpcUrl, chain.chainId)
    }),
  )
  const apiChains = chains.map((chain) => ({ id: chain.chainId, name: `Local ${chain.chainId}`, rpcUrl: chain.rpcUrl }))
  // The prices the test wallet reports by default, which the development stack's feeds give the API.
  const prices = fixedPrices([
    [{ chainId: 'eip155:31337', address: 'native' }, 3000],
    [{ chainId: 'eip155:31337', address: USDC_ADDRESS }, 1],
  ])
  api = await createApiServer({ chains: apiChains, domains: [accountRoutes({ chains: apiChains, tokens: localTokens(USDC_ADDRESS), prices })] }).listen(
    0,
    '127.0.0.1',
  )
})
afterAll(async () => {
  await api?.close()
  await Promise.all(chains.map((chain) => chain.stop()))
})

const makeWallet = (options: Partial<CreateTestWalletOptions> = {}) =>
  createTestWallet({
    privateKey: alice.privateKey,
    chains: chains.map((chain) => ({ id: chain.chainId, name: `Local ${chain.chainId}`, rpcUrl: chain.rpcUrl })),
    connected: true,
    capabilities: { '0x7a69': { assetDiscovery: { supported: true } } },
    ...options,
  })
const request = (wallet: ReturnType<typeof makeWallet>) => async (args: { method: string; params?: unknown }) => {
  const response = await wallet.request(args)
  if ('error' in response) throw Object.assign(new Error(response.error.message), { code: response.error.code })
  return response.result
}

describe('wallet-side asset discovery with the test wallet', () => {
  it('gives the same balances as the API where the wallet advertises it', async () => {
    const wallet = makeWallet()
    const fromWallet = await discoverWalletAssets({ request: request(wallet), account: alice.address, chainId: 31337 })
    const fromApi = await getAccountBalance({ apiUrl: api.url, projectId: 'p', address: alice.address, chainId: 31337 })
    expect(fromWallet).toEqual(fromApi)
    expect(fromWallet?.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('falls back (undefined) on a chain without the capability, and answers 4200 when none has it', async () => {
    const wallet = makeWallet()
    expect(await discoverWalletAssets({ request: request(wallet), account: alice.address, chainId: 31338 })).toBeUndefined()
    const plain = makeWallet({ capabilities: {} })
    const answer = await plain.request(walletGetAssetsRequest(alice.address, 31337))
    expect(answer).toMatchObject({ error: { code: 4200 } })
    expect(await discoverWalletAssets({ request: request(plain), account: alice.address, chainId: 31337 })).toBeUndefined()
  })

  it('reports extra tokens it is told about, honours the type filter and refuses another account', async () => {
    // The test NFT answers balanceOf too, so it stands in for a second token here.
    const wallet = makeWallet({ assetTokens: [{ address: TEST_NFT_ADDRESS, name: 'Foyer Test NFT', symbol: 'FTNFT', decimals: 0 }] })
    const all = parseWalletAssets(await request(wallet)(walletGetAssetsRequest(alice.address, 31337)), 31337)
    expect(all?.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['ETH', expect.any(String)],
      ['USDC', '1000000'],
      ['FTNFT', '2'],
    ])
    const onlyTokens = await request(wallet)({ method: 'wallet_getAssets', params: [{ account: alice.address, assetTypeFilter: ['erc20'] }] })
    expect(Object.keys(onlyTokens as object)).toEqual(['0x7a69'])
    expect((onlyTokens as Record<string, { type: string }[]>)['0x7a69']?.map((item) => item.type)).toEqual(['ERC20', 'ERC20'])
    const other = await wallet.request(walletGetAssetsRequest(ANVIL_ACCOUNTS[2].address, 31337))
    expect(other).toMatchObject({ error: { code: 4100 } })
  })

  it('reads balances live from the chain', async () => {
    const client = createPublicClient({ transport: http(chains[0]!.rpcUrl) })
    const onChain = await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [alice.address] })
    const [, usdc] = (await discoverWalletAssets({ request: request(makeWallet()), account: alice.address, chainId: 31337 })) ?? []
    expect(usdc?.quantity.numeric).toBe(String(Number(onChain) / 1e6))
  })
})
