// @vitest-environment jsdom
/*
 * The Tokens list when some tokens have no USD price: those rows show no USD value (never $0.00),
 * the total sums the priced ones and says, in sight and to screen readers, that it is partial.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { foundry } from 'wagmi/chains'
import type { TokenBalance } from '../../../src/api/wire/accountSchemas'
import { createTestConfig, deadUrl, TestProviders } from '../../../test/components/renderWithModal'
import { TokenBalanceList } from './TokenBalanceList'

afterEach(cleanup)

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000.5,
  price: 3000.5,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}
const unpriced: TokenBalance = {
  name: 'Some Token',
  symbol: 'SOME',
  chainId: 'eip155:1',
  address: 'eip155:1:0x0000000000000000000000000000000000000001',
  quantity: { decimals: '18', numeric: '5000' },
  iconUrl: '',
}

function renderList(balances: TokenBalance[]) {
  render(
    <TestProviders config={createTestConfig([foundry], [])} queryClient={new QueryClient()}>
      <TokenBalanceList data={{ source: 'api', balances }} />
    </TestProviders>,
  )
  return screen.getByTestId('foyer-tokens')
}

describe('TokenBalanceList', () => {
  it('shows no USD value for an unpriced token, listed after the priced ones, and marks the total partial', () => {
    const list = renderList([unpriced, eth])
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(['foyer-token-ETH', 'foyer-token-SOME'])
    expect(within(rows[0]!).getByTestId('foyer-token-value').textContent).toBe('$3,000.50')
    expect(within(rows[1]!).queryByTestId('foyer-token-value')).toBeNull()
    expect(rows[1]!.textContent).not.toContain('$')
    // Screen readers hear that the row has no value.
    expect(within(rows[1]!).getByTestId('foyer-token-unpriced').textContent).toBe('No USD value')
    const total = within(list).getByTestId('foyer-tokens-total')
    expect(total.getAttribute('data-partial')).toBe('true')
    expect(total.textContent).toBe('$3,000.50 · partial Partial total: some tokens have no USD price and are left out.')
    // The visible mark is hidden from screen readers, which get the sentence instead.
    expect(within(total).getByText('· partial').getAttribute('aria-hidden')).toBe('true')
  })

  it('says nothing of a partial total when every token is priced', () => {
    const total = within(renderList([eth])).getByTestId('foyer-tokens-total')
    expect(total.textContent).toBe('$3,000.50')
    expect(total.hasAttribute('data-partial')).toBe(false)
  })

  it('totals $0.00, partial, when no token is priced', () => {
    const list = renderList([unpriced])
    expect(within(list).getByTestId('foyer-tokens-total').textContent).toMatch(/^\$0\.00 · partial/)
    expect(within(list).queryAllByTestId('foyer-token-value')).toEqual([])
  })
})

describe("TokenBalanceList's token images", () => {
  const icon = (symbol: string) => screen.getByTestId(`foyer-token-${symbol}`).querySelector('[aria-hidden="true"]')!

  it("asks the API for the symbol's image and shows it once loaded, the letter until then", () => {
    renderList([eth])
    const image = icon('ETH').querySelector('img')!
    expect(image.getAttribute('src')).toBe(`${deadUrl}/public/getTokenImage/ETH`)
    expect(image.hidden).toBe(true)
    expect(icon('ETH').textContent).toBe('E')
    fireEvent.load(image)
    expect(image.hidden).toBe(false)
    expect(icon('ETH').textContent).toBe('')
  })

  it('keeps the letter when the image is missing (the API answers 404) or fails, and never asks for a logoURI', () => {
    renderList([{ ...unpriced, iconUrl: 'https://tokens.example/some.png' }])
    const image = icon('SOME').querySelector('img')!
    expect(image.getAttribute('src')).toBe(`${deadUrl}/public/getTokenImage/SOME`)
    fireEvent.error(image)
    expect(icon('SOME').querySelector('img')).toBeNull()
    expect(icon('SOME').textContent).toBe('S')
  })

  it("shows a balance's own data: icon, and only the letter for a symbol the API could not serve", () => {
    const data = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
    renderList([
      { ...eth, iconUrl: data },
      { ...unpriced, symbol: 'A B' },
    ])
    expect(icon('ETH').querySelector('img')!.getAttribute('src')).toBe(data)
    expect(icon('A B').querySelector('img')).toBeNull()
    expect(icon('A B').textContent).toBe('A')
  })
})
