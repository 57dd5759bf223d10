// @vitest-environment jsdom
/* The swap result: what was swapped, the hash, the explorer link when the chain has one, focus on the way back, the form emptied. */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyerConfig } from '../../../src/config/createFoyerConfig'
import { FoyerProvider } from '../../FoyerProvider'
import { SwapSuccess } from './SwapSuccess'

const hash = `0x${'cd'.repeat(32)}` as const

afterEach(cleanup)

function renderSuccess(explorerUrl: string | undefined, onDone = vi.fn()) {
  render(
    <FoyerProvider config={createFoyerConfig({ development: false })}>
      <SwapSuccess
        hash={hash}
        paid="10 USDC"
        received="≈ 0.0033 ETH"
        explorerUrl={explorerUrl}
        explorerName={explorerUrl ? 'Etherscan' : undefined}
        onDone={onDone}
      />
    </FoyerProvider>,
  )
  return onDone
}

describe('SwapSuccess', () => {
  it('shows what was swapped, the hash and the explorer link, with focus on Back to account', async () => {
    const onDone = renderSuccess(`https://etherscan.io/tx/${hash}`)
    expect(screen.getByRole('heading', { name: 'Swap complete' })).toBeTruthy()
    expect(screen.getByText('10 USDC for ≈ 0.0033 ETH')).toBeTruthy()
    expect(screen.getByTestId('foyer-swap-hash').getAttribute('title')).toBe(hash)
    const link = screen.getByRole('link', { name: 'View on Etherscan' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${hash}`)
    expect(link.getAttribute('rel')).toContain('noopener')
    const back = screen.getByRole('button', { name: 'Back to account' })
    await waitFor(() => expect(document.activeElement).toBe(back))
    await userEvent.setup().click(back)
    expect(onDone).toHaveBeenCalledOnce()
  })

  it('has no link when the chain lists no explorer', () => {
    renderSuccess(undefined)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
