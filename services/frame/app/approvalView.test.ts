// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { fireEvent, screen } from '@testing-library/dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

describe('showApproval: layout, arming and clean-up', () => {
  const codeSummary = {
    title: 'Send a transaction',
    rows: [
      { label: 'To', value: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', code: true },
      { label: 'Value', value: '1 ETH' },
    ],
  }

  it('builds the dialog from the classes frame.css styles: code rows as preformatted text, others as text', async () => {
    const css = readFileSync('services/frame/app/frame.css', 'utf8')
    const result = showApproval(codeSummary, { appName: 'Demo', origin: 'https://app.example' })
    const dialog = screen.getByRole('dialog', { name: 'Send a transaction' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.tabIndex).toBe(-1)
    const layout = [...dialog.querySelectorAll('*')].map((node) => `${node.tagName.toLowerCase()}.${node.className}`)
    expect(layout).toEqual([
      'p.approval-from',
      'p.approval-origin',
      'h1.approval-title',
      'dl.approval-rows',
      'dt.approval-label',
      'dd.approval-value',
      'pre.approval-code',
      'dt.approval-label',
      'dd.approval-value',
      'p.approval-text',
      'div.approval-actions',
      'button.button button-secondary',
      'button.button button-primary',
    ])
    for (const name of ['approval', ...layout.flatMap((entry) => entry.split('.')[1]?.split(' ') ?? [])]) expect(css).toContain(`.${name} `)
    expect(dialog.className).toBe('approval')
    expect(screen.getByText('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC').tagName).toBe('PRE')
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).type).toBe('button')
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(await result).toBe(false)
  })

  it('names an app that gave no name "This app", and shows no origin line without an origin', async () => {
    const result = showApproval(summary, { appName: '' })
    expect(screen.getByText('This app asks you to:')).toBeTruthy()
    expect(document.querySelector('.approval-origin')).toBeNull()
    // Nothing in its place either: the dialog holds the app line, the title, the rows and the buttons.
    expect([...screen.getByRole('dialog').childNodes].map((node) => node.nodeName)).toEqual(['P', 'H1', 'DL', 'DIV'])
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await result
  })

  describe('with the test clock', () => {
    beforeEach(() => {
      vi.useFakeTimers()
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('keeps Approve disabled for 500 ms by default, so a click aimed at the page before cannot land on it', async () => {
      const result = showApproval(summary)
      const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement
      await vi.advanceTimersByTimeAsync(499)
      expect(approve.disabled).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(approve.disabled).toBe(false)
      fireEvent.click(approve)
      expect(await result).toBe(true)
    })

    it('once answered, stops its arming timer and leaves no listener behind', async () => {
      const added = vi.spyOn(window, 'addEventListener')
      const removed = vi.spyOn(window, 'removeEventListener')
      const controller = new AbortController()
      const signalAdded = vi.spyOn(controller.signal, 'addEventListener')
      const signalRemoved = vi.spyOn(controller.signal, 'removeEventListener')
      const result = showApproval(summary, { signal: controller.signal })
      const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement
      fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
      expect(await result).toBe(false)
      // The arming timer was cleared: the old button never becomes clickable.
      await vi.advanceTimersByTimeAsync(1000)
      expect(approve.disabled).toBe(true)
      const focusCalls = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'focus').map(([type, listener]) => [type, listener])
      expect(focusCalls(added)).toHaveLength(1)
      expect(focusCalls(removed)).toEqual(focusCalls(added))
      expect(signalRemoved.mock.calls.map(([type, listener]) => [type, listener])).toEqual(signalAdded.mock.calls.map(([type, listener]) => [type, listener]))
      added.mockRestore()
      removed.mockRestore()
    })
  })

  it('takes the focus back when the frame window gets it, unless it is already inside the dialog', async () => {
    const outside = document.createElement('button')
    document.body.append(outside)
    const result = showApproval(summary, { armDelayMs: 0 })
    const dialog = screen.getByRole('dialog')
    outside.focus()
    window.dispatchEvent(new FocusEvent('focus'))
    expect(document.activeElement).toBe(dialog)
    const reject = screen.getByRole('button', { name: 'Reject' })
    reject.focus()
    window.dispatchEvent(new FocusEvent('focus'))
    expect(document.activeElement).toBe(reject)
    fireEvent.click(reject)
    await result
  })

  it('shows nothing and resolves false when the request was aborted before', async () => {
    document.documentElement.dataset.foyerFrame = 'ready'
    const controller = new AbortController()
    controller.abort()
    expect(await showApproval(summary, { signal: controller.signal })).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.documentElement.dataset.foyerFrame).toBe('ready')
  })

  it('answers once: the buttons and keys of an answered dialog do nothing while the next one shows', async () => {
    const first = showApproval(summary, { armDelayMs: 0 })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const oldDialog = screen.getByRole('dialog')
    const [oldReject, oldApprove] = screen.getAllByRole('button')
    fireEvent.click(oldApprove as HTMLElement)
    expect(await first).toBe(true)
    const next = showApproval(summary)
    for (const node of [oldApprove, oldReject]) fireEvent.click(node as HTMLElement)
    fireEvent.keyDown(oldDialog, { key: 'Escape' })
    expect(document.documentElement.dataset.foyerFrame).toBe('approval')
    expect(screen.getByRole('dialog')).not.toBe(oldDialog)
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(await next).toBe(false)
  })

  it('closes on Escape only, keeping the key from the page', async () => {
    const result = showApproval(summary)
    const dialog = screen.getByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Enter' })
    expect(screen.queryByRole('dialog')).toBe(dialog)
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true, bubbles: true })
    dialog.dispatchEvent(escapeKey)
    expect(escapeKey.defaultPrevented).toBe(true)
    expect(await result).toBe(false)
  })
})
