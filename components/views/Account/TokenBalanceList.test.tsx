// @vitest-environment jsdom
/*
 * The Tokens list when some tokens have no USD price: those rows show no USD value (never $0.00),
 * the total sums the priced ones and says, in sight and to screen readers, that it is partial.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { foundry } from 'wagmi/chains'
import type { TokenBalance } from '../../../src/api/wire/accountSchemas'
import { createTestConfig, TestProviders } from '../../../test/components/renderWithModal'
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
