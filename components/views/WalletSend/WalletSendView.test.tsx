// @vitest-environment jsdom
/*
 * WalletSend, WalletSendPreview and WalletReceive in the real modal, with wagmi's mock connector
 * and a stubbed balance API: Send and Receive from Account, the inline errors with the catalogue's
 * texts and focus on the field at fault, the preview of a valid form, the form kept when going
 * back, the reset when the network changes, and the Receive view's QR code, copy and networks.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { foundry } from 'wagmi/chains'
import { openConnectedModal, testAccount as account } from '../../../test/components/openConnectedModal'
import { createTestFoyerConfig } from '../../../test/components/renderWithModal'
import { stubModalFetch } from '../../../test/components/stubModalFetch'
import { usdcBalance } from '../../../test/components/usdcBalance'
import { deadChain } from '../../../test/components/deadChain'

const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const local2 = deadChain({ id: 31338, name: 'Foyer Local 2' })

stubModalFetch((url) => {
  const chainId = url.searchParams.get('chainId') ?? ''
  if (url.pathname.endsWith('/balance')) {
    return Response.json({
      balances: [
        { name: 'Ether', symbol: 'ETH', chainId, value: 30_000, price: 3000, quantity: { decimals: '18', numeric: '10' }, iconUrl: '' },
        usdcBalance(chainId, usdc, 2.5),
      ],
    })
  }
  if (url.pathname.startsWith('/v1/identity/')) return Response.json({ name: null, avatar: null })
  // Nothing else answers, as with a dead API: the origin check fails fast and does not block.
  return undefined
})

async function setup() {
  const {
    config,
    user,
    view: accountView,
  } = await openConnectedModal({ dialog: 'Account', chains: [foundry, local2], provider: { config: createTestFoyerConfig({ apiUrl: 'http://api.test' }) } })
  return { config, user, accountView }
}

async function openSend() {
  const { user, accountView, config } = await setup()
  await user.click(within(accountView).getByRole('button', { name: 'Send' }))
  const dialog = await screen.findByRole('dialog', { name: 'Send' })
  await within(dialog).findByRole('radio', { name: /^USDC\b/ })
  return { user, dialog, config }
}

describe('WalletSend', () => {
  it('lists the tokens with their balances and focuses the amount', async () => {
    const { dialog } = await openSend()
    const radios = within(dialog).getAllByRole('radio')
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['EETH10.000', 'UUSDC2.500'])
    expect(within(within(dialog).getByRole('group', { name: 'Token' })).getAllByRole('radio')).toHaveLength(2)
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Amount' })))
  })

  it("shows the catalogue's messages inline and focuses the field at fault", async () => {
    const { user, dialog } = await openSend()
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    const to = within(dialog).getByRole('textbox', { name: 'To' })
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    const alert = within(dialog).getByTestId('foyer-send-error')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toBe('An amount and receiver address are required')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(amount.getAttribute('aria-describedby')).toContain(alert.id)
    expect(document.activeElement).toBe(amount)

    await user.type(amount, '1.5')
    await user.type(to, receiver)
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    expect(within(dialog).getByTestId('foyer-send-error').textContent).toBe('A token is required')
    expect(document.activeElement).toBe(within(dialog).getAllByRole('radio')[0])

    await user.click(within(dialog).getByRole('radio', { name: /^USDC\b/ }))
    await user.clear(to)
    await user.type(to, '0x12')
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    expect(within(dialog).getByTestId('foyer-send-error').textContent).toBe('An amount and receiver address are required')
    expect(within(dialog).getByText('Not a valid address or name')).toBeTruthy()
    expect(document.activeElement).toBe(to)

    await user.clear(to)
    await user.type(to, receiver)
    await user.clear(amount)
    await user.type(amount, '3')
    expect(within(dialog).getByText('Insufficient balance').getAttribute('role')).toBe('alert')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
  })

  it('keeps the caret where the user types', async () => {
    const { user, dialog } = await openSend()
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    await user.type(amount, '15')
    await user.type(amount, '.', { initialSelectionStart: 1, initialSelectionEnd: 1 })
    expect(amount.value).toBe('1.5')
  })

  it('previews a valid form; going back keeps it; Max fills the whole USDC balance', async () => {
    const { user, dialog } = await openSend()
    await user.click(within(dialog).getByRole('radio', { name: /^USDC\b/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Use the maximum amount' }))
    expect((within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('2.5')
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1.5')
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), receiver.toLowerCase())
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))

    const preview = await screen.findByRole('dialog', { name: 'Review Send' })
    expect(within(preview).getByTestId('foyer-send-preview-amount').textContent).toBe('1.5 USDC')
    expect(within(preview).getByTestId('foyer-send-preview-receiver').textContent).toBe('0x3C…4293BC')
    expect(within(preview).getByTestId('foyer-send-preview-network').textContent).toBe('Foundry')
    // The chain is unreachable here, so the fee cannot be estimated.
    await waitFor(() => expect(within(preview).getByTestId('foyer-send-preview-fee').textContent).toBe('Unavailable'))
    await waitFor(() => expect(document.activeElement).toBe(within(preview).getByRole('button', { name: 'Send' })))

    await user.click(within(preview).getByRole('button', { name: 'Back' }))
    const again = await screen.findByRole('dialog', { name: 'Send' })
    expect((within(again).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1.5')
    expect((within(again).getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe(receiver.toLowerCase())
    expect((within(again).getByRole('radio', { name: /^USDC\b/ }) as HTMLInputElement).checked).toBe(true)
  })

  it('empties the form when the network changes', async () => {
    const { user, dialog, config } = await openSend()
    await user.click(within(dialog).getByRole('radio', { name: /^USDC\b/ }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1')
    act(() => config.connectors[0]!.onChainChanged(String(local2.id)))
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe(''))
    await waitFor(() => expect((within(dialog).getByRole('radio', { name: /^USDC\b/ }) as HTMLInputElement).checked).toBe(false))
  })
})

describe('WalletReceive', () => {
  it('shows the address as a QR code and text, copies it, and lists the networks', async () => {
    const { user, accountView } = await setup()
    await user.click(within(accountView).getByRole('button', { name: 'Receive' }))
    const dialog = await screen.findByRole('dialog', { name: 'Receive' })
    const qr = within(dialog).getByRole('img', { name: 'QR code of your address' })
    expect(qr.getAttribute('data-value')).toBe(account)
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/)
    expect(within(dialog).getByTestId('foyer-receive-address').textContent).toBe(account)
    const copy = within(dialog).getByRole('button', { name: 'Copy address' })
    await waitFor(() => expect(document.activeElement).toBe(copy))
    await user.click(copy)
    expect(await navigator.clipboard.readText()).toBe(account)
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy()
    const networks = within(within(dialog).getByRole('region', { name: 'Networks' })).getAllByRole('listitem')
    expect(networks).toHaveLength(2)
    expect(networks[0]?.textContent).toContain('Foundry')
    expect(networks[1]?.textContent).toContain('Foyer Local 2')
  })
})
