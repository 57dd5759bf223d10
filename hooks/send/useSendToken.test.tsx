// @vitest-environment jsdom
/*
 * useSendToken with wagmi's mock connector and a stubbed balance API: the token list from the
 * balances, validation with the catalogue's messages, Max, one form shared by every caller (the
 * Send and Preview views), and the reset when the active chain changes.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { switchChain } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, SendTokenRequiredError } from '../../src/errors/sendErrors'
import { connectFirst, createTestConfig, createTestFoyerConfig, TestProviders } from '../../test/components/renderWithModal'
import { usdcBalance } from '../../test/components/usdcBalance'
import { useSendToken } from './useSendToken'
import { deadChain } from '../../test/components/deadChain'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const local2 = deadChain({ id: 31338, name: 'Foyer Local 2' })

function balances(chainId: string) {
  return {
    balances: [
      { name: 'Ether', symbol: 'ETH', chainId, value: 30_000, price: 3000, quantity: { decimals: '18', numeric: '10' }, iconUrl: '' },
      usdcBalance(chainId, usdc, 2.5),
    ],
  }
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input))
      if (url.pathname.endsWith('/balance')) return Response.json(balances(url.searchParams.get('chainId') ?? ''))
      if (url.pathname.startsWith('/v1/identity/')) return Response.json({ name: 'bob.foyer', avatar: null })
      return Response.json({ error: 'not found' }, { status: 404 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function setup() {
  const config = createTestConfig([foundry, local2], [mock({ accounts: [account] })])
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders config={config} queryClient={queryClient} provider={{ config: createTestFoyerConfig({ apiUrl: 'http://api.test' }) }}>
      {children}
    </TestProviders>
  )
  await connectFirst(config)
  // Two callers, as the Send and Preview views are.
  const { result } = renderHook(() => ({ first: useSendToken(), second: useSendToken() }), { wrapper })
  await waitFor(() => expect(result.current.first.tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC']))
  return { config, result }
}

describe('useSendToken', () => {
  it('lists the balances as tokens, with exact balances', async () => {
    const { result } = await setup()
    const [eth, token] = result.current.first.tokens
    expect(eth).toMatchObject({ id: 'eip155:31337:native', address: undefined, decimals: 18, balance: 10n ** 19n, price: 3000 })
    expect(token).toMatchObject({ id: `eip155:31337:${usdc}`, address: usdc, decimals: 6, balance: 2_500_000n })
    expect(result.current.first.nativePrice).toBe(3000)
  })

  it("validates with the catalogue's messages, amount and receiver first", async () => {
    const { result } = await setup()
    expect(result.current.first.error).toBeInstanceOf(SendAmountAndReceiverRequiredError)
    expect(result.current.first.error?.shortMessage).toBe('An amount and receiver address are required')
    act(() => {
      result.current.first.setAmount('1.5')
      result.current.first.setReceiver(receiver)
    })
    expect(result.current.first.error).toBeInstanceOf(SendTokenRequiredError)
    expect(result.current.first.error?.shortMessage).toBe('A token is required')
    act(() => result.current.first.setToken(`eip155:31337:${usdc}`))
    expect(result.current.first.error).toBeUndefined()
    expect(result.current.first.value).toBe(1_500_000n)
    act(() => result.current.first.setAmount('3'))
    expect(result.current.first.error).toBeInstanceOf(SendAmountExceedsBalanceError)
    act(() => result.current.first.setReceiver('0x1234'))
    expect(result.current.first.receiver.status).toBe('invalid')
    expect(result.current.first.error).toBeInstanceOf(SendAmountAndReceiverRequiredError)
    await expect(result.current.first.send()).rejects.toBeInstanceOf(SendAmountAndReceiverRequiredError)
  })

  it('cuts the amount to the token decimals; Max is the whole ERC-20 balance', async () => {
    const { result } = await setup()
    act(() => result.current.first.setToken(`eip155:31337:${usdc}`))
    act(() => result.current.first.setAmount('1,23456789'))
    expect(result.current.first.amount).toBe('1.234567')
    expect(result.current.first.canSetMax).toBe(true)
    act(() => result.current.first.setMax())
    expect(result.current.first.amount).toBe('2.5')
  })

  it('resolves the receiver profile through the API without blocking the form', async () => {
    const { result } = await setup()
    act(() => {
      result.current.first.setToken(`eip155:31337:${usdc}`)
      result.current.first.setAmount('1')
      result.current.first.setReceiver(receiver.toLowerCase())
    })
    expect(result.current.first.receiver.address).toBe(receiver)
    expect(result.current.first.error).toBeUndefined()
    await waitFor(() => expect(result.current.first.receiver.profile).toEqual({ name: 'bob.foyer', avatar: null }))
  })

  it('shares one form between callers', async () => {
    const { result } = await setup()
    act(() => {
      result.current.first.setToken(`eip155:31337:${usdc}`)
      result.current.first.setAmount('2')
      result.current.first.setReceiver(receiver)
    })
    expect(result.current.second.token?.symbol).toBe('USDC')
    expect(result.current.second.amount).toBe('2')
    expect(result.current.second.receiver.address).toBe(receiver)
    act(() => result.current.second.reset())
    expect(result.current.first.amount).toBe('')
  })

  it('resets the form when the active chain changes, and does not bring it back', async () => {
    const { result, config } = await setup()
    act(() => {
      result.current.first.setToken(`eip155:31337:${usdc}`)
      result.current.first.setAmount('2')
      result.current.first.setReceiver(receiver)
    })
    await act(async () => {
      await switchChain(config, { chainId: local2.id })
    })
    await waitFor(() => expect(result.current.first.tokens[0]?.chainId).toBe(local2.id))
    expect(result.current.first.token).toBeUndefined()
    expect(result.current.first.amount).toBe('')
    expect(result.current.first.receiverInput).toBe('')
    await act(async () => {
      await switchChain(config, { chainId: foundry.id })
    })
    await waitFor(() => expect(result.current.first.tokens[0]?.chainId).toBe(foundry.id))
    expect(result.current.second.amount).toBe('')
    expect(result.current.second.token).toBeUndefined()
  })

  it('records the last send in the shared form, seen by every caller, until the next edit', async () => {
    const { result } = await setup()
    act(() => {
      result.current.first.setToken(`eip155:31337:${usdc}`)
      result.current.first.setAmount('1')
      result.current.first.setReceiver(receiver)
    })
    // The chain is unreachable: the send fails. The other caller (the preview that comes back after
    // the embedded wallet's approval, in the modal) sees it, not only the hook that sent.
    await act(async () => {
      await result.current.first.send().catch(() => undefined)
    })
    expect(result.current.second.status).toBe('error')
    expect(result.current.second.sendError).not.toBeNull()
    expect(result.current.second.amount).toBe('1')
    act(() => result.current.second.setAmount('2'))
    expect(result.current.first.status).toBe('idle')
    expect(result.current.first.sendError).toBeNull()
  })
})
