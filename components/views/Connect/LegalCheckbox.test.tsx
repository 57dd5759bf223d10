// @vitest-environment jsdom
/*
 * The legal checkbox on Connect: off by default; on, every way to connect (the wallet rows,
 * WalletConnect, "All wallets", e-mail and the social buttons) is disabled, with the reason as
 * their description, until the box is ticked with the keyboard. The links open in a new tab and
 * say so to screen readers. The acceptance is kept in the kit's store per project and per pair of
 * links: a new modal remembers it, another project or new terms ask again, a malformed stored value
 * is dropped. Light and dark themes, Arabic and right to left.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { lazyWalletConnect } from '../../../connectors/lazyWalletConnect'
import { authOperations, embeddedWalletStandIn } from '../../../test/components/embeddedWalletStandIn'
import { createTestFoyerConfig, preloadModal, renderWithModal } from '../../../test/components/renderWithModal'
import { stubModalFetch } from '../../../test/components/stubModalFetch'
import type { FoyerProviderProps } from '../../FoyerProvider'
import { useConnectModal } from '../../../hooks/useConnectModal'
import { loadKitStorage, resetKitStorage } from '../../../src/storage/kitStorage'
import { legalConsentKey } from '../../../src/storage/legalConsent'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const legal = { termsUrl: 'https://example.com/terms', privacyUrl: 'https://example.com/privacy' }

stubModalFetch((url) => {
  if (url.pathname === '/appkit/v1/config') return Response.json({ features: {} })
  if (url.pathname === '/projects/v1/origins') return Response.json({ allowedOrigins: ['*'] })
  return undefined
})
beforeAll(preloadModal)
afterEach(() => {
  cleanup()
  resetKitStorage()
  localStorage.clear()
})

async function openConnect(provider: Partial<FoyerProviderProps> = {}, parameters: Parameters<typeof createTestFoyerConfig>[0] = {}) {
  const config = createTestFoyerConfig({ features: { legalCheckbox: true }, legal, ...parameters })
  renderWithModal({
    connectors: [
      embeddedWalletStandIn(address, authOperations({ frameOrigin: () => 'http://127.0.0.1:9' })),
      lazyWalletConnect({ projectId: 'legal-test' }),
      mock({ accounts: [address] }),
    ],
    provider: { config, ...provider },
  })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  const dialog = await screen.findByRole('dialog', { name: provider.locale === 'ar' ? 'ربط المحفظة' : 'Connect Wallet' })
  return { user, dialog: within(dialog), element: dialog }
}

/** The app's own button opening All wallets directly, as `open({ view })` lets any app do. */
function OpenAllWallets() {
  const { open } = useConnectModal()
  return (
    <button type="button" onClick={() => open({ view: 'AllWallets' })}>
      Open all wallets
    </button>
  )
}

const connectControls = (dialog: ReturnType<typeof within>) => [
  dialog.getByRole('button', { name: 'Mock Connector' }),
  dialog.getByRole('button', { name: /WalletConnect/ }),
  dialog.getByRole('button', { name: /All wallets/ }),
  dialog.getByRole('button', { name: 'Continue with Google' }),
  dialog.getByRole('button', { name: 'Continue' }),
]

describe('the legal checkbox', () => {
  it('is not there by default', async () => {
    renderWithModal({ connectors: [mock({ accounts: [address] })] })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Connect Wallet' }))
    expect(dialog.queryByRole('checkbox')).toBeNull()
    expect(dialog.getByRole('button', { name: 'Mock Connector' }).hasAttribute('disabled')).toBe(false)
  })

  it('locks every way to connect until ticked with the keyboard, says why, and links open in a new tab', async () => {
    const { user, dialog } = await openConnect()
    const box = await dialog.findByRole('checkbox', { name: 'I agree to the Terms of Service (opens in a new tab) and Privacy Policy (opens in a new tab)' })
    expect((box as HTMLInputElement).checked).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(box))
    const reason = dialog.getByText('Agree to the terms first: connecting is off until the box is ticked.')
    for (const control of connectControls(dialog)) expect(control.hasAttribute('disabled')).toBe(true)
    expect(dialog.getByRole('list', { name: 'Wallets' }).getAttribute('aria-describedby')).toBe(reason.id)
    expect(dialog.getByTestId('foyer-auth-section').getAttribute('aria-describedby')).toBe(reason.id)
    const terms = dialog.getByRole('link', { name: 'Terms of Service (opens in a new tab)' })
    expect([terms.getAttribute('href'), terms.getAttribute('target'), terms.getAttribute('rel')]).toEqual([legal.termsUrl, '_blank', 'noreferrer noopener'])
    expect(dialog.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }).getAttribute('href')).toBe(legal.privacyUrl)

    await user.keyboard(' ')
    expect((box as HTMLInputElement).checked).toBe(true)
    for (const control of connectControls(dialog)) expect(control.hasAttribute('disabled')).toBe(false)
    expect(dialog.queryByText(/connecting is off/)).toBeNull()
    expect(dialog.getByRole('list', { name: 'Wallets' }).hasAttribute('aria-describedby')).toBe(false)
    const stored = JSON.parse((await loadKitStorage()).getItem(legalConsentKey('foyer-local')) ?? 'null')
    expect(stored).toMatchObject(legal)
  })

  it('sends a view opened directly (All wallets) back to Connect until ticked, then lets it open', async () => {
    const config = createTestFoyerConfig({ features: { legalCheckbox: true }, legal })
    renderWithModal({ connectors: [mock({ accounts: [address] })], provider: { config }, children: <OpenAllWallets /> })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Open all wallets' }))
    const dialog = within(await screen.findByRole('dialog'))
    const box = await dialog.findByRole('checkbox', { name: /I agree to the Terms of Service/ })
    await user.click(box)
    await user.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Open all wallets' }))
    await waitFor(() => expect(document.querySelector('[data-foyer-view]')?.getAttribute('data-foyer-view')).toBe('AllWallets'))
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('is remembered for the project and these links; another project or new terms ask again', async () => {
    const first = await openConnect()
    await first.user.click(await first.dialog.findByRole('checkbox'))
    cleanup()
    const again = await openConnect()
    expect(((await again.dialog.findByRole('checkbox')) as HTMLInputElement).checked).toBe(true)
    expect(again.dialog.getByRole('button', { name: 'Mock Connector' }).hasAttribute('disabled')).toBe(false)
    cleanup()
    const other = await openConnect({}, { projectId: 'another-project' })
    expect(((await other.dialog.findByRole('checkbox')) as HTMLInputElement).checked).toBe(false)
    cleanup()
    const newTerms = await openConnect({}, { legal: { ...legal, termsUrl: 'https://example.com/terms-v2' } })
    expect(((await newTerms.dialog.findByRole('checkbox')) as HTMLInputElement).checked).toBe(false)
  })

  it('drops a malformed stored acceptance and asks again', async () => {
    const storage = await loadKitStorage()
    storage.setItem(legalConsentKey('foyer-local'), JSON.stringify({ ...legal, acceptedAt: 'yesterday' }))
    const { dialog } = await openConnect()
    expect(((await dialog.findByRole('checkbox')) as HTMLInputElement).checked).toBe(false)
    expect(storage.getItem(legalConsentKey('foyer-local'))).toBeNull()
  })

  it('with only a terms link, in the light theme, in Arabic and right to left', async () => {
    const { dialog, element } = await openConnect({ themeMode: 'light', locale: 'ar' }, { legal: { termsUrl: legal.termsUrl } })
    const box = await dialog.findByRole('checkbox', { name: 'أوافق على شروط الخدمة (يفتح في علامة تبويب جديدة)' })
    expect(element.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(element.closest('[data-foyer-theme]')?.getAttribute('data-foyer-theme')).toBe('light')
    expect(dialog.queryByRole('link', { name: /سياسة الخصوصية/ })).toBeNull()
    expect(box.closest('label')?.textContent).toContain('شروط الخدمة')
  })
})
