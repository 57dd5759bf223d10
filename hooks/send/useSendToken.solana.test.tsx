// @vitest-environment jsdom
/*
 * useSendToken on Solana: an app with solana() whose modal shows the Solana account. The Solana
 * adapter is an in-memory one (Wallet Standard wallets cannot run in jsdom; the real adapter and
 * wallet are exercised end to end), the balance API is stubbed. The hook lists SOL and SPL tokens,
 * validates base58 receivers, keeps SOL's fee back on Max, sends through the adapter's sendToken,
 * maps a wallet rejection, asks nothing of the EVM side meanwhile, and goes back to EVM.
 */
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, SendTransactionError } from '../../src/errors/sendErrors'
import type { NamespaceSendParameters } from '../../src/namespaces/namespaceAdapter'
import {
  connectMemorySolana,
  solanaMint as mint,
  solanaOwner as owner,
  solanaReceiver as receiver,
  solanaSignature as signature,
  solanaTestNetwork,
} from '../../test/components/memorySolanaAccount'
import { renderFoyerHook } from '../../test/components/renderFoyerHook'
import { connectFirst, createTestConfig } from '../../test/components/renderWithModal'
import { useSendToken } from './useSendToken'

const evmAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chainId = solanaTestNetwork.caipNetworkId

let requests: URL[] = []
beforeEach(() => {
  requests = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input))
      requests.push(url)
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:31337', chainId], ws: [] })
      if (url.pathname.endsWith('/balance')) {
        const asked = url.searchParams.get('chainId') ?? ''
        if (asked.startsWith('eip155:'))
          return Response.json({
            balances: [{ name: 'Ether', symbol: 'ETH', chainId: asked, value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' }],
          })
        return Response.json({
          balances: [
            { name: 'Solana', symbol: 'SOL', chainId: asked, value: 150, price: 150, quantity: { decimals: '9', numeric: '1' }, iconUrl: '' },
            {
              name: 'USD Coin',
              symbol: 'USDC',
              chainId: asked,
              address: `${asked}:${mint}`,
              value: 2.5,
              price: 1,
              quantity: { decimals: '6', numeric: '2.5' },
              iconUrl: '',
            },
          ],
        })
      }
      return Response.json({ error: 'not found' }, { status: 404 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function setup(sendToken: (parameters: NamespaceSendParameters) => Promise<string>) {
  const { adapter, foyerConfig, runtime } = await connectMemorySolana({ sendToken: vi.fn(sendToken) })
  // An EVM wallet is connected too (as with the embedded wallet): the flow must leave it alone.
  const config = createTestConfig([foundry], [mock({ accounts: [evmAccount] })])
  await connectFirst(config)
  const { result } = renderFoyerHook(() => ({ first: useSendToken(), second: useSendToken() }), { config, foyerConfig })
  await waitFor(() => expect(result.current.first.tokens.map((token) => token.symbol)).toEqual(['SOL', 'USDC']))
  return { result, adapter, runtime }
}

const fillUsdc = (flow: ReturnType<typeof useSendToken>, amount = '1.5', to = receiver) => {
  flow.setToken(`${chainId}:${mint}`)
  flow.setAmount(amount)
  flow.setReceiver(to)
}

describe('useSendToken on Solana', () => {
  it("lists SOL and SPL tokens of the Solana account, and asks nothing of the EVM account's balances", async () => {
    const { result } = await setup(async () => signature)
    const flow = result.current.first
    expect(flow.namespace).toBe('solana')
    expect(flow.network?.caipNetworkId).toBe(chainId)
    expect(flow.tokens[0]).toMatchObject({ id: `${chainId}:native`, mint: undefined, decimals: 9, balance: 1_000_000_000n })
    expect(flow.tokens[1]).toMatchObject({ id: `${chainId}:${mint}`, mint, decimals: 6, balance: 2_500_000n })
    expect(flow.fee).toEqual({ value: 5_000n })
    expect(flow.nativePrice).toBe(150)
    const balanceRequests = requests.filter((url) => url.pathname.endsWith('/balance'))
    expect(balanceRequests.map((url) => url.pathname)).toEqual([`/v1/account/${owner}/balance`])
  })

  it("validates base58 receivers and balances with the catalogue's messages; Max keeps SOL's fee back", async () => {
    const { result } = await setup(async () => signature)
    act(() => fillUsdc(result.current.first, '1.5', evmAccount))
    expect(result.current.first.receiver.status).toBe('invalid')
    expect(result.current.first.error).toBeInstanceOf(SendAmountAndReceiverRequiredError)
    expect(result.current.first.error?.shortMessage).toBe('An amount and receiver address are required')
    await expect(result.current.first.send()).rejects.toBeInstanceOf(SendAmountAndReceiverRequiredError)
    act(() => result.current.first.setReceiver(receiver))
    expect(result.current.first.error).toBeUndefined()
    act(() => result.current.first.setAmount('2.6'))
    expect(result.current.first.error).toBeInstanceOf(SendAmountExceedsBalanceError)
    act(() => result.current.first.setToken(`${chainId}:native`))
    act(() => result.current.first.setMax())
    expect(result.current.first.amount).toBe('0.999995')
    expect(result.current.first.error).toBeUndefined()
    // The whole balance leaves nothing for the fee.
    act(() => result.current.first.setAmount('1'))
    expect(result.current.first.error).toBeInstanceOf(SendAmountExceedsBalanceError)
  })

  it('sends through the Solana adapter; every caller sees the result and the form starts afresh', async () => {
    const { result, adapter } = await setup(async () => signature)
    act(() => fillUsdc(result.current.first))
    let sent: Awaited<ReturnType<ReturnType<typeof useSendToken>['send']>> | undefined
    await act(async () => {
      sent = await result.current.first.send()
    })
    expect(adapter.sendToken).toHaveBeenCalledWith({ to: receiver, amount: 1_500_000n, token: mint })
    expect(sent).toMatchObject({ hash: signature, value: 1_500_000n, to: receiver })
    expect(sent?.explorerUrl).toBe(`https://explorer.solana.com/tx/${signature}?cluster=custom&customUrl=${encodeURIComponent('http://127.0.0.1:8899')}`)
    expect(result.current.second.status).toBe('success')
    expect(result.current.second.result?.hash).toBe(signature)
    expect(result.current.second.amount).toBe('')
  })

  it('a rejection in the wallet is a rejected SendTransactionError; the form is kept', async () => {
    const { result } = await setup(() => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })))
    act(() => fillUsdc(result.current.first))
    let failure: unknown
    await act(async () => {
      failure = await result.current.first.send().catch((error: unknown) => error)
    })
    expect(failure).toBeInstanceOf(SendTransactionError)
    expect((failure as SendTransactionError).rejected).toBe(true)
    expect((failure as SendTransactionError).shortMessage).toBe('An error occurred')
    expect(result.current.second.status).toBe('error')
    expect(result.current.second.sendError).toBe(failure)
    expect(result.current.second.amount).toBe('1.5')
  })

  it('goes back to EVM when the modal does, with an empty form', async () => {
    const { result, runtime } = await setup(async () => signature)
    act(() => fillUsdc(result.current.first))
    act(() => runtime.setActiveChain(undefined))
    await waitFor(() => expect(result.current.first.namespace).toBe('eip155'))
    await waitFor(() => expect(result.current.first.tokens.map((token) => token.symbol)).toEqual(['ETH']))
    expect(result.current.first.tokens[0]?.chainId).toBe(31337)
    expect(result.current.first.amount).toBe('')
    expect(result.current.first.receiverInput).toBe('')
    act(() => runtime.setActiveChain('solana'))
    await waitFor(() => expect(result.current.first.namespace).toBe('solana'))
    expect(result.current.second.amount).toBe('')
  })
})
