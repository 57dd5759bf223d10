// @vitest-environment jsdom
/*
 * useSwap with the project's injected test wallet (rejections on demand) against a real anvil and
 * the real convert API: a rejection at approve and at swap leaves the hook usable, nothing moves,
 * and the next attempt goes through.
 */
import { act, cleanup, waitFor } from '@testing-library/react'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, injected } from 'wagmi'
import { isUserRejection } from '../../src/errors/connectErrors'
import { renderFoyerHook } from '../../test/components/renderFoyerHook'
import { connectFirst, createTestFoyerConfig } from '../../test/components/renderWithModal'
import { createTestWallet } from '../../testing/evm/createTestWallet'
import { createTestWalletProvider } from '../../testing/evm/createTestWalletProvider'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { localChain } from '../../devstack/chain/localChain'
import { convertChainForFile } from '../../test/services/convertChainForFile'
import { useSwap } from './useSwap'

const stack = convertChainForFile(31337)
afterEach(cleanup)

describe('useSwap with a wallet that rejects', () => {
  it('a rejection at approve and at swap leaves the form usable and moves nothing', async () => {
    const account = ANVIL_ACCOUNTS[3]
    const wallet = createTestWallet({ privateKey: account.privateKey, chains: [{ id: 31337, name: 'Local', rpcUrl: stack.anvil.rpcUrl }] })
    const provider = createTestWalletProvider({ send: (payload) => wallet.request(payload), announce: false })
    const chain = localChain(31337, stack.anvil.rpcUrl)
    const config = createConfig({
      chains: [chain],
      connectors: [injected({ target: () => ({ id: 'foyerTest', name: 'Foyer Test Wallet', provider }) })],
      transports: { 31337: http(stack.anvil.rpcUrl) },
      multiInjectedProviderDiscovery: false,
      storage: null,
    })
    await connectFirst(config)
    const { result } = renderFoyerHook(() => useSwap({ debounceMs: 20 }), { config, foyerConfig: createTestFoyerConfig({ apiUrl: stack.api.url }) })
    await waitFor(() => expect(result.current.tokens).toHaveLength(3), { timeout: 5_000 })
    act(() => {
      result.current.setFrom(result.current.tokens[1])
      result.current.setTo(result.current.tokens[0])
      result.current.setAmount('10')
    })
    await waitFor(() => expect(result.current.needsApproval).toBe(true), { timeout: 5_000 })
    const client = createPublicClient({ chain, transport: http(stack.anvil.rpcUrl) })
    const usdc = () => client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
    const usdcBefore = await usdc()

    wallet.setRejectRequests(['eth_sendTransaction'])
    await act(async () => {
      const failure = await result.current.approve().catch((error: unknown) => error)
      expect(isUserRejection(failure)).toBe(true)
    })
    expect(result.current.status).toBe('error')
    expect(isUserRejection(result.current.error)).toBe(true)
    expect([result.current.amount, result.current.from?.symbol, result.current.needsApproval]).toEqual(['10', 'USDC', true])

    wallet.setRejectRequests(false)
    await act(async () => {
      await result.current.approve()
    })
    await waitFor(() => expect(result.current.needsApproval).toBe(false), { timeout: 5_000 })

    wallet.setRejectRequests(['eth_sendTransaction'])
    await act(async () => {
      const failure = await result.current.swap().catch((error: unknown) => error)
      expect(isUserRejection(failure)).toBe(true)
    })
    expect(result.current.status).toBe('error')
    expect(await usdc()).toBe(usdcBefore)
    expect(result.current.quoteStatus).toBe('success')

    wallet.setRejectRequests(false)
    await act(async () => {
      await result.current.swap()
    })
    expect(result.current.status).toBe('success')
    expect(usdcBefore - (await usdc())).toBe(10_000_000n)
  }, 30_000)
})
