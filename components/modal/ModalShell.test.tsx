// @vitest-environment jsdom
/*
 * The modal opened before its code has arrived: the page's dialog shell shows at once as a real
 * modal dialog (name, aria-modal, focus moved in and kept, Escape and close), the full dialog takes
 * over without dropping focus, and a wallet clicked before the other views arrived connects.
 * The modal's two chunks are the real modules, held back by a gate each test opens itself.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { useConnectModal } from '../../hooks/useConnectModal'
import { createApiServer } from '../../services/api/createApiServer'
import { projectRoutes } from '../../services/api/projectRoutes'
import { createFoyerConfig } from '../../src/config/createFoyerConfig'
import { ModalControls } from '../../test/components/ModalControls'
import { renderWithModal } from '../../test/components/renderWithModal'

/** A gate per chunk: the real module loads only once the test opens it. */
const gates = vi.hoisted(() => {
  const gate = () => {
    let open = () => {}
    let opened = Promise.resolve()
    let isOpen = true
    return {
      reset() {
        isOpen = false
        opened = new Promise<void>((resolve) => (open = resolve))
      },
      wait: () => opened,
      open: () => {
        isOpen = true
        open()
      },
      isOpen: () => isOpen,
    }
  }
  // `modalRequests`: how often the page asked for the full dialog's code.
  return { modal: gate(), rest: gate(), shellList: gate(), modalRequests: 0 }
})

vi.mock('../loadModal', async (importOriginal) => {
  const real = await importOriginal<typeof import('../loadModal')>()
  return {
    ...real,
    loadModal: () => {
      gates.modalRequests += 1
      return gates.modal.wait().then(real.loadModal)
    },
    loadedModal: () => undefined,
  }
})
// The shell's list loads freely unless a test closes its gate (`gates.shellList.reset()`).
vi.mock('./loadShellWalletList', async (importOriginal) => {
  const real = await importOriginal<typeof import('./loadShellWalletList')>()
  return {
    ...real,
    loadShellWalletList: () => gates.shellList.wait().then(real.loadShellWalletList),
    loadedShellWalletList: () => (gates.shellList.isOpen() ? real.loadedShellWalletList() : undefined),
  }
})
// The shell's hold cap, per test: a test that checks what happens before the cap must not depend on
// how fast a loaded machine runs the steps that lead there.
const hold = vi.hoisted(() => ({ ms: 300 }))
vi.mock('../../src/router/shellListsWallets', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/router/shellListsWallets')>()
  return {
    ...real,
    get maxShellHoldMs() {
      return hold.ms
    },
  }
})
vi.mock('../views/loadRestViews', async (importOriginal) => {
  const real = await importOriginal<typeof import('../views/loadRestViews')>()
  return { ...real, loadRestViews: () => gates.rest.wait().then(real.loadRestViews), loadedRestViews: () => undefined }
})

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let api: { url: string; close(): Promise<void> }

/** The README's button: prefetches on the pointer's arrival. */
function HoverButton() {
  const { prefetch } = useConnectModal()
  return (
    <button type="button" onPointerEnter={prefetch}>
      Prefetch
    </button>
  )
}

function setup() {
  const { config } = renderWithModal({
    connectors: [mock({ accounts: [address] })],
    provider: { config: createFoyerConfig({ apiUrl: api.url, projectId: 'foyer-local', development: false }), themeMode: 'light' },
    children: (
      <ModalControls openLabel="Connect Wallet">
        <HoverButton />
      </ModalControls>
    ),
  })
  return { config, user: userEvent.setup() }
}

async function openShell(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
  expect(dialog.hasAttribute('data-foyer-shell')).toBe(true)
  return dialog
}

/** Counts the wallet registry requests the page makes from now on. */
function spyRegistryCalls() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  const count = () => fetchSpy.mock.calls.filter(([input]) => (input instanceof Request ? input.url : String(input)).includes('/getWallets?')).length
  return { count, restore: () => fetchSpy.mockRestore() }
}

/** Lets the modal's code arrive and waits for the full dialog's wallet list to be filled. */
async function openFullDialogList() {
  await act(async () => gates.modal.open())
  const dialog = await waitFor(() => {
    const found = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(found.hasAttribute('data-foyer-shell')).toBe(false)
    return found
  })
  await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Wallets' }).getAttribute('aria-busy')).toBeNull())
  return dialog
}

/** Lets the full dialog's code arrive and the renders it starts run (with `hold.ms = 0` nothing else keeps the shell). */
async function letModalCodeArrive() {
  const { loadModal } = await vi.importActual<typeof import('../loadModal')>('../loadModal')
  await act(async () => {
    gates.modal.open()
    await loadModal()
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
}

beforeAll(async () => {
  api = await createApiServer({ chains: [], domains: [projectRoutes()] }).listen(0, '127.0.0.1')
  // Compile both chunks once (slow on a busy machine), without letting the app see them.
  await Promise.all([import('./ModalRoot'), import('../views/restViews')])
})
afterAll(() => api.close())
beforeEach(() => {
  gates.modal.reset()
  gates.rest.reset()
  gates.modalRequests = 0
})
afterEach(() => {
  hold.ms = 300
  gates.modal.open()
  gates.rest.open()
  gates.shellList.open()
  cleanup()
})

describe('the dialog shell', () => {
  it('shows at once on open as a labelled modal dialog with focus inside and the theme applied', async () => {
    const { user } = setup()
    const dialog = await openShell(user)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('data-foyer-theme')).toBe('light')
    // The title is the dialog's accessible name; the list shows the browser wallet in its first
    // frame, enabled, and reads as loading while the registry's wallets are on their way.
    expect(within(dialog).getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    const list = within(dialog).getByRole('list', { name: 'Wallets' })
    expect(list.getAttribute('aria-busy')).toBe('true')
    const first = within(list).getByRole('button', { name: /Mock Connector/ })
    expect((first as HTMLButtonElement).disabled).toBe(false)
    // Focus moves onto the first row once that frame is painted, as in the full dialog.
    await waitFor(() => expect(document.activeElement).toBe(first))
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = setup()
    const dialog = await openShell(user)
    const first = within(dialog).getByRole('button', { name: /Mock Connector/ })
    await waitFor(() => expect(document.activeElement).toBe(first))
    // The close control, then the wallet rows (the registry's too, once they are in) and "All wallets".
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Wallets' }).getAttribute('aria-busy')).toBeNull())
    const controls = within(dialog).getAllByRole('button')
    const close = within(dialog).getByRole('button', { name: 'Close' })
    expect(controls[0]).toBe(close)
    expect(controls[1]).toBe(first)
    for (const control of [...controls.slice(2), close, first]) {
      await user.tab()
      expect(document.activeElement).toBe(control)
    }
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(controls[controls.length - 1])
  })

  it("lists the wallets itself once the registry answers, before the modal's code has arrived", async () => {
    const { user } = setup()
    const dialog = await openShell(user)
    const list = await waitFor(() => {
      const found = within(dialog).getByRole('list', { name: 'Wallets' })
      expect(found.getAttribute('aria-busy')).toBeNull()
      return found
    })
    // The browser wallet first, then the registry's recommended wallets, as the Connect view lists them.
    const rows = within(list).getAllByRole('button')
    expect(rows[0]?.textContent).toContain('Mock Connector')
    expect(rows.length).toBeGreaterThan(1)
    expect(dialog.hasAttribute('data-foyer-shell')).toBe(true)
  })

  it("asks for the full dialog's code only once the shell has painted its wallet list", async () => {
    gates.shellList.reset()
    hold.ms = 60_000
    const { user } = setup()
    const dialog = await openShell(user)
    // The shell's list has not arrived: the full dialog's code is held back, several tasks later too.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(gates.modalRequests).toBe(0)
    await act(async () => gates.shellList.open())
    await within(dialog).findByRole('button', { name: /Mock Connector/ })
    await waitFor(() => expect(gates.modalRequests).toBeGreaterThan(0))
  })

  it("holds the full dialog's code back no longer than its cap when the shell's list never arrives", async () => {
    gates.shellList.reset()
    const { user } = setup()
    const dialog = await openShell(user)
    await waitFor(() => expect(gates.modalRequests).toBeGreaterThan(0), { timeout: 2000 })
    // The full dialog then takes over with its own list.
    await act(async () => gates.modal.open())
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Connect Wallet' }).hasAttribute('data-foyer-shell')).toBe(false))
    expect(dialog.isConnected).toBe(false)
  })

  it('connects a wallet picked in the shell once the full dialog takes over', async () => {
    const { user, config } = setup()
    const dialog = await openShell(user)
    const row = await within(dialog).findByRole('button', { name: /Mock Connector/ })
    await user.click(row)
    // Nothing connects before the view's code is there: the row shows as busy, the others disabled.
    expect(row.getAttribute('aria-busy')).toBe('true')
    expect(config.state.status).toBe('disconnected')
    await act(async () => gates.modal.open())
    await waitFor(() => expect(config.state.status).toBe('connected'))
  })

  it('keeps its place while a pointer is held on a row, so the click on release lands and connects', async () => {
    hold.ms = 0
    const { user, config } = setup()
    const dialog = await openShell(user)
    const row = await within(dialog).findByRole('button', { name: /Mock Connector/ })
    await user.pointer({ keys: '[MouseLeft>]', target: row })
    // The full dialog's code is in and the shell's hold is over: only the held pointer keeps the shell.
    await letModalCodeArrive()
    expect(row.isConnected).toBe(true)
    expect(dialog.hasAttribute('data-foyer-shell')).toBe(true)
    await user.pointer({ keys: '[/MouseLeft]', target: row })
    await waitFor(() => expect(config.state.status).toBe('connected'))
    await waitFor(() => expect(screen.getByRole('dialog').hasAttribute('data-foyer-shell')).toBe(false))
  })

  it('gives way to the full dialog after a press released without a click', async () => {
    hold.ms = 0
    const { user } = setup()
    const dialog = await openShell(user)
    const row = await within(dialog).findByRole('button', { name: /Mock Connector/ })
    fireEvent.pointerDown(row)
    await letModalCodeArrive()
    expect(dialog.isConnected).toBe(true)
    // Released off the row: no click follows, and the shell lets go shortly after.
    fireEvent.pointerUp(document.body)
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Connect Wallet' }).hasAttribute('data-foyer-shell')).toBe(false))
    expect(dialog.isConnected).toBe(false)
  })

  it('forgets a wallet picked in the shell when the dialog is closed before the full dialog arrived', async () => {
    const { user, config } = setup()
    const dialog = await openShell(user)
    await user.click(await within(dialog).findByRole('button', { name: /Mock Connector/ }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await act(async () => gates.modal.open())
    const full = await waitFor(() => {
      const found = screen.getByRole('dialog', { name: 'Connect Wallet' })
      expect(found.hasAttribute('data-foyer-shell')).toBe(false)
      return found
    })
    await within(full).findByRole('button', { name: /Mock Connector/ })
    expect(config.state.status).toBe('disconnected')
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = setup()
    await openShell(user)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement?.textContent).toBe('Connect Wallet')
  })

  it('closes with its close control', async () => {
    const { user } = setup()
    const dialog = await openShell(user)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement?.textContent).toBe('Connect Wallet')
  })

  it('hands over to the full dialog without losing focus, then shows the wallet list', async () => {
    const { user } = setup()
    const shell = await openShell(user)
    await waitFor(() => expect(shell.contains(document.activeElement)).toBe(true))
    // Where focus is at the first moment the full dialog is in the page, before any later frame.
    let focusAtSwap: Element | null | undefined
    const observer = new MutationObserver(() => {
      const full = document.querySelector('[role="dialog"]:not([data-foyer-shell])')
      if (full && focusAtSwap === undefined) queueMicrotask(() => (focusAtSwap = document.activeElement))
    })
    observer.observe(document.body, { childList: true, subtree: true })
    await act(async () => gates.modal.open())
    const dialog = await waitFor(() => {
      const found = screen.getByRole('dialog', { name: 'Connect Wallet' })
      expect(found.hasAttribute('data-foyer-shell')).toBe(false)
      return found
    })
    observer.disconnect()
    expect(shell.isConnected).toBe(false)
    // Focus never falls back to the page while the view mounts.
    expect(focusAtSwap instanceof Node && dialog.contains(focusAtSwap)).toBe(true)
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(await within(dialog).findByRole('button', { name: /Mock Connector/ })).toBeTruthy()
    // The next opening has no shell to take over from and animates from the start.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect((await screen.findByRole('dialog', { name: 'Connect Wallet' })).style.animationDelay).toBe('')
  })

  it("asks the registry for the wallet list on the click, before the modal's code has arrived, and only once", async () => {
    const registry = spyRegistryCalls()
    try {
      const { user } = setup()
      await openShell(user)
      await waitFor(() => expect(registry.count()).toBe(1))
      // Still the shell: the request did not wait for the modal's code.
      expect(screen.getByRole('dialog', { name: 'Connect Wallet' }).hasAttribute('data-foyer-shell')).toBe(true)
      const dialog = await openFullDialogList()
      // The registry's wallets fill the list from that one answer: the view asked nothing more.
      expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(1)
      expect(registry.count()).toBe(1)
    } finally {
      registry.restore()
    }
  })

  it('starts the registry request on hover in a task after the pointer event, so the click asks nothing more', async () => {
    const registry = spyRegistryCalls()
    try {
      const { user } = setup()
      fireEvent.pointerEnter(screen.getByRole('button', { name: 'Prefetch' }))
      // Not in the pointer event's own task: a click queued behind it goes first.
      expect(registry.count()).toBe(0)
      await waitFor(() => expect(registry.count()).toBe(1))
      await openShell(user)
      await openFullDialogList()
      expect(registry.count()).toBe(1)
    } finally {
      registry.restore()
    }
  })

  it('moves focus into a view whose code arrived after it was opened', async () => {
    const { user } = setup()
    await openShell(user)
    const dialog = await openFullDialogList()
    await user.click(within(dialog).getByRole('button', { name: 'All wallets' }))
    await screen.findByRole('dialog', { name: 'All Wallets' })
    await act(async () => gates.rest.open())
    const search = await screen.findByRole('searchbox')
    await waitFor(() => expect(document.activeElement).toBe(search))
  })

  it('connects a wallet clicked before the other views arrived, then shows Account once they do', async () => {
    const { user, config } = setup()
    await openShell(user)
    // The full dialog's row: the shell may keep its place a moment for its own list.
    const dialog = await openFullDialogList()
    await user.click(await within(dialog).findByRole('button', { name: /Mock Connector/ }))
    await waitFor(() => expect(config.state.status).toBe('connected'))
    // Account's code is still on its way: its title shows with a busy placeholder, not a blank.
    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(account.querySelector('[aria-busy="true"]')).not.toBeNull()
    await act(async () => gates.rest.open())
    expect((await screen.findByTestId('foyer-address')).textContent).toBe('0xf3…b92266')
  })
})
