// @vitest-environment jsdom
/*
 * useSwap against a real anvil with Uniswap V2 deployed and the real convert API over HTTP; the
 * wallet is wagmi's mock connector, which forwards eth_sendTransaction to anvil (its dev accounts
 * are unlocked), so approvals and swaps are mined for real.
 */
import { useQuery } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, mock, useClient } from 'wagmi'
import { createFoyerApi } from '../../src/api/foyerApi'
import type { HttpRequestError } from '../../src/errors/httpErrors'
import { renderFoyerHook } from '../../test/components/renderFoyerHook'
import { connectFirst, createTestFoyerConfig } from '../../test/components/renderWithModal'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { localChain } from '../../devstack/chain/localChain'
import { convertChainForFile } from '../../test/services/convertChainForFile'
import { tokenBalancesQueryKey } from '../account/tokenBalancesQueryOptions'
import { nativeBalanceQueryOptions } from '../nativeBalanceQueryOptions'
import { useSwap } from './useSwap'

const stack = convertChainForFile(31337)
afterEach(cleanup)

async function setup(chainId: number, account: `0x${string}`) {
  const chain = localChain(chainId, stack.anvil.rpcUrl)
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [account] })],
    transports: { [chainId]: http(stack.anvil.rpcUrl) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const foyerConfig = createTestFoyerConfig({ apiUrl: stack.api.url })
  await connectFirst(config)
  const { result, wrapper, queryClient } = renderFoyerHook(() => useSwap({ debounceMs: 20 }), { config, foyerConfig })
  return { result, wrapper, queryClient, foyerApi: createFoyerApi(foyerConfig) }
}

describe('useSwap', () => {
  it('quotes 10 USDC -> ETH, approves only while the allowance is short, swaps and moves the balances', async () => {
    const user = ANVIL_ACCOUNTS[6].address
    const { result, wrapper, queryClient, foyerApi } = await setup(31337, user)
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

    const client = createPublicClient({ chain: localChain(31337, stack.anvil.rpcUrl), transport: http(stack.anvil.rpcUrl) })
    const usdcBefore = await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    const ethBefore = await client.getBalance({ address: user })
    // The page's balances, as the Account view holds them: the native balance on screen (fresh for
    // 30 s) and a token list read earlier.
    const native = renderHook(() => useQuery(nativeBalanceQueryOptions(useClient({ chainId: 31337 }), { address: user, chainId: 31337 })), { wrapper })
    await waitFor(() => expect(native.result.current.data).toBe(ethBefore), { timeout: 5_000 })
    const tokensKey = tokenBalancesQueryKey(foyerApi, { address: user, chainId: 31337 })
    queryClient.setQueryData(tokensKey, { source: 'api', balances: [] })
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
    // The swap's success refreshed the balances at once, long before their 30 s were up.
    await waitFor(() => expect(native.result.current.data).toBe(ethAfter), { timeout: 5_000 })
    expect(queryClient.getQueryState(tokensKey)?.isInvalidated).toBe(true)
  }, 30_000)

  it('flips the pair and needs no approval for the native coin', async () => {
    const { result } = await setup(31337, ANVIL_ACCOUNTS[7].address)
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
    const { result } = await setup(31337, user)
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
    const client = createPublicClient({ chain: localChain(31337, stack.anvil.rpcUrl), transport: http(stack.anvil.rpcUrl) })
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
    const { result } = await setup(31338, ANVIL_ACCOUNTS[8].address)
    await waitFor(() => expect(result.current.tokensError).not.toBeNull(), { timeout: 5_000 })
    expect((result.current.tokensError as HttpRequestError).shortMessage).toBe('Network not supported for Swaps')
    expect(result.current.tokens).toEqual([])
  })
})
