// @vitest-environment jsdom
/*
 * The Solana family's tabs (its descriptor's list, each panel a SolanaTabPanel) against a stubbed
 * Foyer API: Tokens lists SOL and SPL balances with their USD values (the API's price table) and
 * drops zero-decimal tokens; Activity lists the indexer's transfers with direction, amount,
 * symbol, counterparty, time and a Solana Explorer link per transaction; the requests carry the
 * cluster's CAIP-2 id and only go out once the API lists it.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { foundry } from 'wagmi/chains'
import {
  solanaMint as mint,
  solanaOwner as owner,
  solanaReceiver as other,
  solanaSignature as signature,
  solanaTestNetwork as network,
} from '../../../test/components/memorySolanaAccount'
import { createTestConfig, createTestFoyerConfig, TestProviders } from '../../../test/components/renderWithModal'
import { usdcBalance } from '../../../test/components/usdcBalance'
import { AccountTabs } from './AccountTabs'
import { namespaceAccountFamily } from './namespaceAccountDescriptor'
import { SolanaTabPanel } from './SolanaTabPanel'

const apiUrl = 'http://api.test'
const chainId = network.caipNetworkId

/** One confirmed transaction of the indexer's history: `owner` sends (`out`) or receives (`in`) one transfer. */
function historyEntry({
  id,
  minedAt,
  direction,
  counterparty,
  token: [name, symbol],
  numeric,
  price,
}: {
  id: string
  minedAt: string
  direction: 'in' | 'out'
  counterparty: string
  token: [name: string, symbol: string]
  numeric: string
  price: number
}) {
  const [sender, recipient] = direction === 'out' ? [owner, counterparty] : [counterparty, owner]
  return {
    id,
    metadata: {
      minedAt,
      chain: chainId,
      operationType: direction === 'out' ? 'send' : 'receive',
      status: 'confirmed',
      sentFrom: sender,
      sentTo: recipient,
      hash: id,
      nonce: 0,
    },
    transfers: [{ fungible_info: { name, symbol }, direction, sender, recipient, quantity: { numeric }, value: Number(numeric) * price, price }],
  }
}

function stubApi({ supported = [chainId], history = [] as unknown[] } = {}) {
  const calls: URL[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input))
      calls.push(url)
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:31337', ...supported], ws: [] })
      if (url.pathname.endsWith('/balance')) {
        return Response.json({
          balances: [
            { name: 'Solana', symbol: 'SOL', chainId, value: 150_000, price: 150, quantity: { decimals: '9', numeric: '1000' }, iconUrl: '' },
            usdcBalance(chainId, mint, 1.5),
            { name: 'Odd', symbol: 'ODD', chainId, address: `${chainId}:${other}`, value: 7, price: 1, quantity: { decimals: '0', numeric: '7' }, iconUrl: '' },
          ],
        })
      }
      if (url.pathname.endsWith('/history')) return Response.json({ data: history, next: null })
      return new Response('{"error":"Not found"}', { status: 404 })
    }),
  )
  return calls
}

function renderTabs() {
  render(
    <TestProviders config={createTestConfig([foundry], [])} queryClient={new QueryClient()} provider={{ config: createTestFoyerConfig({ apiUrl }) }}>
      <AccountTabs tabs={namespaceAccountFamily('solana').tabs} renderPanel={(tab) => <SolanaTabPanel tab={tab} address={owner} network={network} />} />
    </TestProviders>,
  )
  return userEvent.setup()
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Solana account tabs', () => {
  it('Tokens: SOL and SPL balances with USD values and the total, zero-decimal tokens dropped; no NFT tab', async () => {
    const calls = stubApi()
    renderTabs()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'Activity'])
    const usdc = await screen.findByTestId('foyer-token-USDC')
    expect(within(usdc).getByTestId('foyer-token-quantity').textContent).toBe('1.500')
    expect(within(usdc).getByTestId('foyer-token-value').textContent).toBe('$1.50')
    expect(within(screen.getByTestId('foyer-token-SOL')).getByTestId('foyer-token-quantity').textContent).toBe('1000.000')
    expect(within(screen.getByTestId('foyer-token-SOL')).getByTestId('foyer-token-value').textContent).toBe('$150,000.00')
    expect(screen.queryByTestId('foyer-token-ODD')).toBeNull()
    expect(screen.getByTestId('foyer-tokens-total').textContent).toBe('$150,001.50')
    const balance = calls.find((url) => url.pathname.endsWith('/balance'))
    expect(balance?.pathname).toBe(`/v1/account/${owner}/balance`)
    expect(balance?.searchParams.get('chainId')).toBe('solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV')
  })

  it('asks nothing of an API that does not list the cluster: an empty list', async () => {
    const calls = stubApi({ supported: [] })
    renderTabs()
    expect((await screen.findByTestId('foyer-tokens-empty')).textContent).toContain('No tokens')
    expect(calls.filter((url) => url.pathname.endsWith('/balance'))).toEqual([])
  })

  it('Activity: direction, amount with symbol, counterparty, time and the Solana Explorer link of each transfer', async () => {
    const minedAt = new Date().toISOString()
    stubApi({
      history: [
        historyEntry({ id: signature, minedAt, direction: 'out', counterparty: other, token: ['USD Coin', 'USDC'], numeric: '1.5', price: 1 }),
        historyEntry({ id: 'other-signature', minedAt, direction: 'in', counterparty: other, token: ['Solana', 'SOL'], numeric: '0.25', price: 150 }),
      ],
    })
    const user = renderTabs()
    await user.click(screen.getByRole('tab', { name: 'Activity' }))
    await waitFor(() => expect(screen.getAllByTestId('foyer-activity-row')).toHaveLength(2))
    const [sent, received] = screen.getAllByTestId('foyer-activity-row')
    expect(sent?.textContent).toContain('Sent')
    expect(within(sent!).getByTestId('foyer-activity-amount').textContent).toBe('1.500 USDC')
    expect(within(sent!).getByTestId('foyer-activity-counterparty').textContent).toBe(`To GtZ6…${other.slice(-6)}`)
    expect(within(sent!).getByRole('link', { name: 'View transaction on Solana Explorer' }).getAttribute('href')).toBe(
      `https://explorer.solana.com/tx/${signature}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    )
    expect(within(sent!).getByRole('link').getAttribute('rel')).toBe('noreferrer noopener')
    expect(sent?.querySelector('time')?.getAttribute('datetime')).toBe(minedAt)
    expect(received?.textContent).toContain('Received')
    expect(within(received!).getByTestId('foyer-activity-amount').textContent).toBe('0.250 SOL')
  })
})
