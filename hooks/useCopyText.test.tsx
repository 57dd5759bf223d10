// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { foundry } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestConfig, TestProviders } from '../test/components/renderWithModal'
import { useFoyerShakeCount, useFoyerToastState } from './foyerContext'
import { useCopyText, type CopyToasts } from './useCopyText'

function CopyProbe({ toasts }: { toasts?: CopyToasts }) {
  const { state, copy } = useCopyText(toasts)
  const toastState = useFoyerToastState()
  const toast = toastState.phase === 'idle' ? undefined : toastState.toast
  const shakes = useFoyerShakeCount()
  return (
    <>
      <button type="button" onClick={() => copy('0xabc')}>
        copy
      </button>
      <output data-testid="state">{state}</output>
      <output data-testid="toast">{toast ? `${toast.variant}: ${typeof toast.message === 'string' ? toast.message : toast.message.key}` : ''}</output>
      <output data-testid="shakes">{shakes}</output>
    </>
  )
}

function renderProbe(toasts?: CopyToasts) {
  const user = userEvent.setup()
  render(
    <TestProviders config={createTestConfig([foundry], [])} queryClient={new QueryClient()}>
      <CopyProbe {...(toasts ? { toasts } : {})} />
    </TestProviders>,
  )
  return user
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useCopyText', () => {
  it('copies, announces the copy, and returns to idle after 1.5 s', async () => {
    const user = renderProbe({ copied: 'account.copied', failed: 'account.copyFailed' })
    await user.click(screen.getByRole('button', { name: 'copy' }))
    expect(await navigator.clipboard.readText()).toBe('0xabc')
    expect(screen.getByTestId('state').textContent).toBe('copied')
    expect(screen.getByTestId('toast').textContent).toBe('success: Address copied')
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_600)))
    expect(screen.getByTestId('state').textContent).toBe('idle')
  })

  it('a refused clipboard gives the failure state and its toast, and nothing is copied', async () => {
    const user = renderProbe({ copied: 'account.copied', failed: 'account.copyFailed' })
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    await user.click(screen.getByRole('button', { name: 'copy' }))
    expect(screen.getByTestId('state').textContent).toBe('failed')
    expect(screen.getByTestId('toast').textContent).toBe('error: Could not copy the address')
    expect(screen.getByTestId('shakes').textContent).toBe('1')
  })

  it('without toasts it only sets the state', async () => {
    const user = renderProbe()
    await user.click(screen.getByRole('button', { name: 'copy' }))
    expect(screen.getByTestId('state').textContent).toBe('copied')
    expect(screen.getByTestId('toast').textContent).toBe('')
  })
})
