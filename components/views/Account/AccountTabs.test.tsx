// @vitest-environment jsdom
/*
 * The Account view's data tabs in the real modal, with wagmi's mock connector and a stubbed API:
 * the tablist (roles, arrow keys, Home/End, the tab remembered in the route), Tokens (floored
 * quantities, USD values and total, zero-decimals dropped, the failure toast once and the 30 s
 * rule), NFTs (data: images only, empty state) and Activity (year/month groups, spam hidden, the
 * empty state, the failure toast and ERROR_FETCH_TRANSACTIONS once, left out where the project's
 * activity flag is off).
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { foundry } from 'wagmi/chains'
import type { FoyerEvent } from '../../../src/events/foyerEvent'
import { connectFirst, createTestConfig, createTestFoyerConfig, renderWithModal, TestProviders, preloadModal } from '../../../test/components/renderWithModal'
import { ActivityTab } from './ActivityTab'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const apiUrl = 'http://api.test'

type Routes = { balance?: () => Response; history?: (cursor: string | null) => Response; nfts?: () => Response; config?: () => Response }

function stubApi(routes: Routes) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input))
      calls.push(url.pathname)
      if (url.origin !== apiUrl) return new Response('not here', { status: 404 })
      if (url.pathname.endsWith('/balance') && routes.balance) return routes.balance()
      if (url.pathname.endsWith('/history') && routes.history) return routes.history(url.searchParams.get('cursor'))
      if (url.pathname.endsWith('/nfts') && routes.nfts) return routes.nfts()
      if (url.pathname === '/appkit/v1/config' && routes.config) return routes.config()
      return new Response('{"error":"Not found"}', { status: 404 })
    }),
  )
  return calls
}

const balances = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 30_000.123, price: 3000, quantity: { decimals: '18', numeric: '10.0009999' }, iconUrl: '' },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x700b',
    value: 1.5,
    price: 1,
    quantity: { decimals: '6', numeric: '1.5' },
    iconUrl: '',
  },
  {
    name: 'Odd',
    symbol: 'ODD',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x0dd',
    value: 99,
    price: 1,
    quantity: { decimals: '0', numeric: '99' },
    iconUrl: '',
  },
]

function transaction(id: string, minedAt: string, extra: { spam?: boolean; operationType?: string } = {}) {
  return {
    id,
    metadata: { minedAt, chain: 'eip155:31337', operationType: extra.operationType ?? 'receive', status: 'confirmed', sentFrom: other, sentTo: address },
    transfers: extra.spam
      ? [{ nft_info: { name: 'Free NFT', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }]
      : [{ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'in', quantity: { numeric: '1.23456' } }],
  }
}

async function setup(routes: Routes) {
  const calls = stubApi(routes)
  const events: FoyerEvent[] = []
  const { config, queryClient } = renderWithModal({
    connectors: [mock({ accounts: [address] })],
    provider: { config: createTestFoyerConfig({ apiUrl }), onEvent: (event) => events.push(event) },
  })
  await connectFirst(config)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  return { calls, events, user, dialog, queryClient }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})
beforeAll(async () => {
  await preloadModal()
})

describe('Account tabs', () => {
  it('is a tablist: one selected tab, arrow keys with wrap-around, Home and End, a labelled panel', async () => {
    const { user, dialog } = await setup({
      balance: () => Response.json({ balances }),
      nfts: () => Response.json({ nfts: [] }),
      history: () => Response.json({ data: [], next: null }),
    })
    const tablist = within(dialog).getByRole('tablist', { name: 'Account data' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['Tokens', 'true', 0],
      ['NFTs', 'false', -1],
      ['Activity', 'false', -1],
    ])
    expect(within(dialog).getByRole('tabpanel')).toHaveProperty('id', tabs[0]!.getAttribute('aria-controls'))
    tabs[0]!.focus()
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('tab', { name: 'NFTs' })).toHaveProperty('ariaSelected', 'true')
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'NFTs' }))
    await user.keyboard('{End}')
    expect(within(dialog).getByRole('tab', { name: 'Activity' })).toHaveProperty('ariaSelected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('tab', { name: 'Tokens' })).toHaveProperty('ariaSelected', 'true')
    await user.keyboard('{ArrowLeft}')
    expect(within(dialog).getByRole('tab', { name: 'Activity' })).toHaveProperty('ariaSelected', 'true')
    await user.keyboard('{Home}')
    expect(within(dialog).getByRole('tab', { name: 'Tokens' })).toHaveProperty('ariaSelected', 'true')
    expect(within(dialog).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(within(dialog).getByRole('tab', { name: 'Tokens' }).id)
  })

  it('Tokens: quantities floored to 3 decimals, USD values and total with 2, zero-decimals balances dropped', async () => {
    const { dialog } = await setup({ balance: () => Response.json({ balances }) })
    const tokens = await within(dialog).findByTestId('foyer-tokens')
    expect(
      within(tokens)
        .getAllByTestId('foyer-token-quantity')
        .map((node) => node.textContent),
    ).toEqual(['10.000', '1.500'])
    expect(
      within(tokens)
        .getAllByTestId('foyer-token-value')
        .map((node) => node.textContent),
    ).toEqual(['$30,000.12', '$1.50'])
    expect(within(tokens).getByTestId('foyer-tokens-total').textContent).toBe('$30,001.62')
    expect(within(tokens).queryByText('ODD')).toBeNull()
  })

  it("Tokens: a failure shows 'Token Balance Unavailable' once, and no new request before 30 s", async () => {
    // Fake clocks that still move with real time, so rendering and user events go on as usual
    // while the test jumps over the 30 s wait (the end-to-end suite waits for it for real).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    let answer = () => new Response('{"error":"down"}', { status: 503 })
    const { dialog, calls } = await setup({ balance: () => answer() })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    expect(await within(dialog).findByTestId('foyer-tokens-error')).toHaveProperty('textContent', expect.stringContaining('Token Balance Unavailable'))
    expect(within(dialog).getByTestId('foyer-toast').textContent).toBe('Token Balance Unavailable')
    const balanceCalls = () => calls.filter((path) => path.endsWith('/balance')).length
    expect(balanceCalls()).toBe(1)
    // A remount of the tab neither asks again nor toasts again.
    await user.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    await user.click(within(dialog).getByRole('tab', { name: 'Tokens' }))
    expect(within(dialog).getByTestId('foyer-tokens-error')).toBeTruthy()
    expect(balanceCalls()).toBe(1)
    answer = () => Response.json({ balances })
    await act(() => vi.advanceTimersByTimeAsync(28_000))
    expect(balanceCalls()).toBe(1)
    // The scheduled retry (30 s after the failure) brings the balances.
    await act(() => vi.advanceTimersByTimeAsync(2_500))
    await waitFor(() => expect(within(dialog).getByTestId('foyer-tokens')).toBeTruthy())
    expect(balanceCalls()).toBe(2)
  })

  it('NFTs: a grid of names, only data: images', async () => {
    const nft = (tokenId: string, image: string | null) => ({
      chainId: 'eip155:31337',
      address: 'eip155:31337:0xA15B',
      tokenId,
      collection: { name: 'Foyer Test NFT', symbol: 'FTNFT' },
      name: `Foyer Test NFT #${tokenId}`,
      description: null,
      image,
    })
    const { dialog, user } = await setup({
      nfts: () => Response.json({ nfts: [nft('3', 'data:image/svg+xml;base64,PHN2Zy8+'), nft('4', 'https://example.com/4.png')] }),
    })
    await user.click(within(dialog).getByRole('tab', { name: 'NFTs' }))
    const cards = await within(dialog).findAllByTestId('foyer-nft')
    expect(cards.map((card) => card.textContent)).toEqual(['Foyer Test NFT #3', '#4Foyer Test NFT #4'])
    expect(dialog.querySelectorAll('[data-testid="foyer-nft"] img')).toHaveLength(1)
    expect(dialog.querySelector('[data-testid="foyer-nft"] img')?.getAttribute('src')).toMatch(/^data:image\//)
  })

  it('Activity: grouped by year then month, newest first, spam hidden, counterparty 4 + 6, and more pages through next', async () => {
    const pages: Record<string, unknown> = {
      first: {
        data: [transaction('b', '2026-11-15T12:00:00Z'), transaction('spam', '2026-11-14T12:00:00Z', { spam: true }), transaction('a', '2026-10-15T12:00:00Z')],
        next: 'cursor-2',
      },
      'cursor-2': { data: [transaction('old', '2025-02-15T12:00:00Z', { operationType: 'mint' })], next: null },
    }
    const observers: IntersectionObserverCallback[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
    const { dialog, user } = await setup({ history: (cursor) => Response.json(pages[cursor ?? 'first']) })
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    const activity = await within(dialog).findByTestId('foyer-activity')
    expect(
      within(activity)
        .getAllByTestId('foyer-activity-row')
        .map((row) => row.dataset.hash),
    ).toEqual(['b', 'a'])
    expect(within(activity).getByRole('region', { name: 'November 2026' })).toBeTruthy()
    expect(within(activity).getAllByTestId('foyer-activity-amount')[0]!.textContent).toBe('1.234 USDC')
    expect(within(activity).getAllByTestId('foyer-activity-counterparty')[0]!.textContent).toBe('From 0x3C…4293BC')
    // The sentinel scrolls into view: the next page loads and its year comes last.
    act(() => observers.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
    await waitFor(() => expect(within(activity).getAllByTestId('foyer-activity-row')).toHaveLength(3))
    expect([...activity.querySelectorAll('section[data-year]')].map((section) => section.getAttribute('data-year'))).toEqual(['2026', '2025'])
    expect(within(activity).getAllByTestId('foyer-activity-row')[2]!.textContent).toContain('Minted')
  })

  it('Activity: the empty state', async () => {
    const { dialog, user } = await setup({ history: () => Response.json({ data: [], next: null }) })
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    expect((await within(dialog).findByTestId('foyer-activity-empty')).textContent).toContain('No activity yet')
  })

  it("Activity: a failure toasts 'Failed to fetch transactions' and tracks ERROR_FETCH_TRANSACTIONS once", async () => {
    const { dialog, user, events } = await setup({ history: () => new Response('{"error":"down"}', { status: 500 }) })
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    expect((await within(dialog).findByTestId('foyer-activity-error', {}, { timeout: 10_000 })).textContent).toBe('Failed to fetch transactions')
    await waitFor(() => expect(within(dialog).getByTestId('foyer-toast').textContent).toBe('Failed to fetch transactions'))
    await user.click(within(dialog).getByRole('tab', { name: 'Tokens' }))
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }))
    expect(events.filter((event) => event.event === 'ERROR_FETCH_TRANSACTIONS')).toEqual([
      { event: 'ERROR_FETCH_TRANSACTIONS', properties: { chainId: 31337 } },
    ])
  })

  it("Activity: left out where the project's activity flag is off", async () => {
    const { dialog, calls } = await setup({
      config: () => Response.json({ features: { activity: false } }),
      balance: () => Response.json({ balances }),
      history: () => Response.json({ data: [], next: null }),
    })
    await waitFor(() => expect(calls).toContain('/appkit/v1/config'))
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Tokens', 'NFTs']),
    )
    expect(calls.filter((path) => path.endsWith('/history'))).toEqual([])
  })

  it("Activity without an account: 'Transactions can't be fetched without an accountAddress', nothing fetched", async () => {
    const calls = stubApi({ history: () => Response.json({ data: [], next: null }) })
    render(
      <TestProviders config={createTestConfig([foundry], [])} queryClient={new QueryClient()} provider={{ config: createTestFoyerConfig({ apiUrl }) }}>
        <ActivityTab address={undefined} chainId={31337} />
      </TestProviders>,
    )
    expect(screen.getByTestId('foyer-activity-no-address').textContent).toBe("Transactions can't be fetched without an accountAddress")
    expect(calls.filter((path) => path.endsWith('/history'))).toEqual([])
  })
})
