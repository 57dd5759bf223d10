// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'
import { showApproval } from './approvalView'

const summary = { title: 'Sign a message', rows: [{ label: 'Message', value: '<img src=x onerror=alert(1)>' }] }

afterEach(() => {
  document.body.replaceChildren()
})

describe('showApproval', () => {
  it('shows a focused dialog with the app name and the exact text, and resolves true on Approve', async () => {
    const result = showApproval(summary, { appName: 'Demo', origin: 'http://127.0.0.1:5173', armDelayMs: 0 })
    expect(screen.getByText('http://127.0.0.1:5173')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const dialog = screen.getByRole('dialog', { name: 'Sign a message' })
    expect(document.activeElement).toBe(dialog)
    expect(document.documentElement.dataset.foyerFrame).toBe('approval')
    expect(screen.getByText('Demo asks you to:')).toBeTruthy()
    // Text, not markup.
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy()
    expect(document.querySelector('img')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await result).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.documentElement.dataset.foyerFrame).toBe('ready')
  })

  it('resolves false on Reject, on Escape and on abort', async () => {
    const rejected = showApproval(summary)
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(await rejected).toBe(false)

    const escaped = showApproval(summary)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(await escaped).toBe(false)

    const controller = new AbortController()
    const aborted = showApproval(summary, { signal: controller.signal })
    controller.abort()
    expect(await aborted).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
