// @vitest-environment jsdom
/*
 * useSwap against a real anvil with Uniswap V2 deployed and the real convert API over HTTP; the
 * wallet is wagmi's mock connector, which forwards eth_sendTransaction to anvil (its dev accounts
 * are unlocked), so approvals and swaps are mined for real.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, mock } from 'wagmi'
import type { HttpRequestError } from '../../src/errors/httpErrors'
import { connectFirst, createTestFoyerConfig, TestProviders } from '../../test/components/renderWithModal'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { convertRoutes } from '../../services/api/convert/convertRoutes'
import { localSwapAmm } from '../../devstack/chain/localSwapAmm'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { deployContracts } from '../../devstack/chain/deployContracts'
import { deployLocalAmm } from '../../devstack/chain/deployLocalAmm'
import { deployTestNft } from '../../devstack/chain/deployTestNft'
import { localChain } from '../../devstack/chain/localChain'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { useSwap } from './useSwap'

let anvil: RunningAnvil
let api: RunningServer
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  await deployTestNft(anvil.rpcUrl, 31337)
  await deployLocalAmm(anvil.rpcUrl, 31337)
  const chains = [{ id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl }]
  api = await createApiServer({ chains, routes: convertRoutes({ chains, amms: { 31337: localSwapAmm() } }) }).listen(0, '127.0.0.1')
}, 60_000)
afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})
afterEach(cleanup)

async function setup(chainId: number, account: `0x${string}`) {
  const chain = localChain(chainId, anvil.rpcUrl)
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [account] })],
    transports: { [chainId]: http(anvil.rpcUrl) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders config={config} queryClient={queryClient} provider={{ config: createTestFoyerConfig({ apiUrl: api.url }) }}>
      {children}
    </TestProviders>
  )
  await connectFirst(config)
  const { result } = renderHook(() => useSwap({ debounceMs: 20 }), { wrapper })
  return result
}

describe('useSwap', () => {
  it('quotes 10 USDC -> ETH, approves only while the allowance is short, swaps and moves the balances', async () => {
    const user = ANVIL_ACCOUNTS[6].address
    const result = await setup(31337, user)
    await waitFor(() => expect(result.current.tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'DAI']), { timeout: 5_000 })
    act(() => {
      result.current.setFrom(result.current.tokens[1])
      result.current.setTo(result.current.tokens[0])
      result.current.setAmount('10')
    })
    await waitFor(() => expect(result.current.quoteStatus).toBe('success'), { timeout: 5_000 })
    await waitFor(() => expect(result.current.needsApproval).toBe(true), { timeout: 5_000 })
    const quoted = BigInt(result.current.quote!.toAmount)
    expect(result.current.quote!.fromAmount).toBe('10000000')

    // Swapping before the approval: the API's estimate reverts, the hook reports it and stays usable.
    await act(async () => {
      await expect(result.current.swap()).rejects.toMatchObject({ serverMessage: 'Swap would fail' })
    })
    expect(result.current.status).toBe('error')

    await act(async () => {
      await result.current.approve()
    })
    await waitFor(() => expect(result.current.needsApproval).toBe(false), { timeout: 5_000 })
    expect(result.current.status).toBe('idle')

    const client = createPublicClient({ chain: localChain(31337, anvil.rpcUrl), transport: http(anvil.rpcUrl) })
    const usdcBefore = await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    const ethBefore = await client.getBalance({ address: user })
    let hash: `0x${string}` | undefined
    await act(async () => {
      hash = await result.current.swap()
    })
    expect(result.current.status).toBe('success')
    expect(result.current.hash).toBe(hash)
    const receipt = await client.getTransactionReceipt({ hash: hash! })
    const usdcAfter = await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    const ethAfter = await client.getBalance({ address: user })
    expect(usdcBefore - usdcAfter).toBe(10_000_000n)
    // Nothing traded in between, so the swap paid exactly the quote (the minimum was 1 % below it).
    expect(ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice).toBe(quoted)
  }, 30_000)

  it('flips the pair and needs no approval for the native coin', async () => {
    const result = await setup(31337, ANVIL_ACCOUNTS[7].address)
    await waitFor(() => expect(result.current.tokens).toHaveLength(3), { timeout: 5_000 })
    act(() => {
      result.current.setFrom(result.current.tokens[1])
      result.current.setTo(result.current.tokens[0])
      result.current.setAmount('1')
    })
    act(() => result.current.flip())
    expect([result.current.from?.symbol, result.current.to?.symbol]).toEqual(['ETH', 'USDC'])
    await waitFor(() => expect(result.current.quoteStatus).toBe('success'), { timeout: 5_000 })
    expect(result.current.needsApproval).toBe(false)
    // 1 ETH at about 3,000 USDC a coin, less fee and impact.
    expect(Number(result.current.quote!.toAmount) / 1e6).toBeGreaterThan(2_900)
  })

  it('receives exactly the typed output (exactOut), approving the quoted input plus slippage', async () => {
    const user = ANVIL_ACCOUNTS[5].address
    const result = await setup(31337, user)
    await waitFor(() => expect(result.current.tokens).toHaveLength(3), { timeout: 5_000 })
    act(() => {
      result.current.setFrom(result.current.tokens[2])
      result.current.setTo(result.current.tokens[1])
      result.current.setAmountOut('5')
    })
    expect(result.current.side).toBe('exactOut')
    await waitFor(() => expect(result.current.quoteStatus).toBe('success'), { timeout: 5_000 })
    expect(result.current.quote!.toAmount).toBe('5000000')
    await waitFor(() => expect(result.current.needsApproval).toBe(true), { timeout: 5_000 })
    await act(async () => {
      await result.current.approve()
    })
    const client = createPublicClient({ chain: localChain(31337, anvil.rpcUrl), transport: http(anvil.rpcUrl) })
    const allowance = await client.readContract({ address: DAI_ADDRESS, abi: erc20Abi, functionName: 'allowance', args: [user, UNISWAP_V2_ROUTER_ADDRESS] })
    expect(allowance).toBe((BigInt(result.current.quote!.fromAmount) * 10_100n) / 10_000n)
    await waitFor(() => expect(result.current.needsApproval).toBe(false), { timeout: 5_000 })
    const before = await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    await act(async () => {
      await result.current.swap()
    })
    const after = await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    expect(after - before).toBe(5_000_000n)
  }, 30_000)

  it("gives 'Network not supported for Swaps' on a chain without an AMM", async () => {
    const result = await setup(31338, ANVIL_ACCOUNTS[8].address)
    await waitFor(() => expect(result.current.tokensError).not.toBeNull(), { timeout: 5_000 })
    expect((result.current.tokensError as HttpRequestError).shortMessage).toBe('Network not supported for Swaps')
    expect(result.current.tokens).toEqual([])
  })
})
