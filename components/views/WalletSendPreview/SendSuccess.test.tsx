// @vitest-environment jsdom
/* The send result: amount and receiver, the hash, the explorer link when the chain has one, focus on the way back. */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SendTokenResult } from '../../../hooks/send/sendTokenTransfer'
import { FoyerProvider } from '../../FoyerProvider'
import { SendSuccess } from './SendSuccess'
import { createFoyerConfig } from '../../../src/config/createFoyerConfig'

const hash = `0x${'ab'.repeat(32)}` as const
const result: SendTokenResult = {
  hash,
  explorerUrl: `https://etherscan.io/tx/${hash}`,
  token: {
    id: 'eip155:1:native',
    name: 'Ether',
    symbol: 'ETH',
    chainId: 1,
    address: undefined,
    decimals: 18,
    balance: 0n,
    balanceText: '0',
    price: 0,
    iconUrl: '',
  },
  value: 250_000_000_000_000_000n,
  to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
}

afterEach(cleanup)

describe('SendSuccess', () => {
  it('shows what was sent, the hash and the explorer link, with focus on Back to account', async () => {
    render(
      <FoyerProvider config={createFoyerConfig({ development: false })}>
        <SendSuccess result={result} explorerName="Etherscan" />
      </FoyerProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Transaction sent' })).toBeTruthy()
    expect(screen.getByText('0.25 ETH to 0x3C…4293BC')).toBeTruthy()
    expect(screen.getByTestId('foyer-send-hash').getAttribute('title')).toBe(hash)
    const link = screen.getByRole('link', { name: 'View on Etherscan' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${hash}`)
    expect(link.getAttribute('rel')).toContain('noopener')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back to account' })))
  })

  it('has no link when the chain lists no explorer', () => {
    render(
      <FoyerProvider config={createFoyerConfig({ development: false })}>
        <SendSuccess result={{ ...result, explorerUrl: undefined }} explorerName={undefined} />
      </FoyerProvider>,
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})
