// @vitest-environment jsdom
/*
 * The Buy view and the Account's Buy action in the real modal, against a real API over HTTP (the
 * project flags and the on-ramp routes with Meld configured, Meld being the local stand-in): Buy
 * comes first in the actions where the onramp flag is on, and not where it is off or in a restricted
 * time zone (a fixed TZ); the limits' messages, the stand-in's quote, the built-in options when the
 * options call fails, Buy, which opens Meld's checkout with the order's parameters, and Buy for a
 * Solana account: SOL and USDC on Solana, quoted for the Solana address.
 */
import { join } from 'node:path'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { startMeldStandIn, type MeldStandIn } from '../../../devstack/onramp/meldStandIn'
import { createApiServer } from '../../../services/api/createApiServer'
import type { RunningServer } from '../../../services/api/listenHttp'
import { onrampRoutes } from '../../../services/api/onramp/onrampRoutes'
import { projectRoutes } from '../../../services/api/projectRoutes'
import { openConnectedModal, testAccount as account } from '../../../test/components/openConnectedModal'
import { connectMemorySolana, solanaOwner } from '../../../test/components/memorySolanaAccount'
import { connectFirst, createTestFoyerConfig, deadUrl, preloadModal, renderWithModal } from '../../../test/components/renderWithModal'

let api: RunningServer
let meld: MeldStandIn
const originalTz = process.env.TZ

beforeAll(async () => {
  await preloadModal()
  const projects = [
    { id: 'foyer-local', allowedOrigins: ['*'] },
    { id: 'no-onramp', allowedOrigins: ['*'], features: { onramp: false } },
  ]
  meld = await startMeldStandIn()
  const onramp = onrampRoutes({ meld: { publicKey: 'pk_test', apiKey: meld.apiKey, apiUrl: meld.url } })
  // The development stack's images: USDC and USD have one, Ethereum's network none.
  const images = { directory: join(process.cwd(), 'devstack/stack/images') }
  api = await createApiServer({ chains: [], images, domains: [projectRoutes({ projects }), onramp] }).listen(0, '127.0.0.1')
}, 30_000)
afterAll(async () => {
  await api?.close()
  await meld?.close()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  process.env.TZ = originalTz
})

async function openAccount(projectId = 'foyer-local', apiUrl = api.url) {
  const { user, view: accountView } = await openConnectedModal({ dialog: 'Account', provider: { config: createTestFoyerConfig({ apiUrl, projectId }) } })
  await within(accountView).findByRole('button', { name: 'Send' })
  return { user, accountView }
}

async function openBuy(apiUrl = api.url) {
  const { user, accountView } = await openAccount('foyer-local', apiUrl)
  await user.click(await within(accountView).findByRole('button', { name: 'Buy' }))
  const dialog = await screen.findByRole('dialog', { name: 'Buy crypto' })
  const amount = (await within(dialog).findByRole('textbox', { name: 'Amount in USD' }, { timeout: 5_000 })) as HTMLInputElement
  return { user, dialog, amount }
}

const actions = (view: HTMLElement) =>
  within(within(view).getByRole('button', { name: 'Send' }).parentElement!)
    .getAllByRole('button')
    .map((button) => button.textContent)

describe('Account: the Buy action', () => {
  it('comes first, in the feature order, where the onramp flag is on', async () => {
    const { accountView } = await openAccount()
    await waitFor(() => expect(actions(accountView)).toEqual(['Buy', 'Receive', 'Send']), { timeout: 5_000 })
  })

  it("is not offered where the project's onramp flag is off", async () => {
    const { accountView } = await openAccount('no-onramp')
    // The flags have loaded once the view stops changing; Buy was on by default until then.
    // The flags come after a paint, a chunk and a request: a loaded machine can take seconds.
    await waitFor(() => expect(actions(accountView)).toEqual(['Receive', 'Send']), { timeout: 15_000 })
  })

  it.each(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau'])('is not offered in %s', async (zone) => {
    process.env.TZ = zone
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone)
    const { accountView } = await openAccount()
    expect(actions(accountView)).toEqual(['Receive', 'Send'])
  })
})

describe('Buy', () => {
  it('shows the limits, refuses amounts outside them with a message, and quotes within them', async () => {
    const { user, dialog, amount } = await openBuy()
    expect(within(dialog).getByRole('radio', { name: /Meld/ })).toHaveProperty('checked', true)
    expect(within(dialog).getByText('From 10.00 to 7,500.00 USD')).toBeTruthy()
    expect(within(dialog).getByRole('combobox', { name: 'Network' })).toHaveProperty('value', 'USDC')
    await user.type(amount, '5')
    expect(within(dialog).getByRole('alert').textContent).toBe('The minimum is 10.00 USD')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    await user.clear(amount)
    await user.type(amount, '8000')
    expect(within(dialog).getByRole('alert').textContent).toBe('The maximum by card is 7,500.00 USD')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Payment method' }), 'ach_bank_account')
    expect(within(dialog).queryByRole('alert')).toBeNull()
    // The stand-in's answer for 8,000 USD, fees included: 1 % and Ethereum's 1.50 network fee.
    await waitFor(() => expect(within(dialog).getByTestId('foyer-onramp-receive').textContent).toBe('7,918.50 USDC'), { timeout: 5_000 })
    expect(within(dialog).getByTestId('foyer-onramp-total').textContent).toBe('8,000.00 USD')
    expect(within(dialog).queryByTestId('foyer-onramp-quote-unavailable')).toBeNull()
  })

  it('opens Meld with the order parameters for the connected address', async () => {
    const { user, dialog, amount } = await openBuy()
    await user.type(amount, '50')
    await waitFor(() => expect(within(dialog).getByTestId('foyer-onramp-receive').textContent).toBe('48.00 USDC'), { timeout: 5_000 })
    expect(within(dialog).getByTestId('foyer-onramp-total').textContent).toBe('50.00 USD')
    // jsdom opens no windows: as with a blocked popup, the view links to the checkout.
    vi.spyOn(window, 'open').mockReturnValue(null)
    await user.click(within(dialog).getByRole('button', { name: 'Buy with Meld' }))
    const link = await within(dialog).findByRole('link', { name: 'Open the checkout' })
    expect(within(dialog).getByTestId('foyer-onramp-opened').textContent).toBe('The browser did not open the checkout window. Open the checkout')
    const url = new URL(link.getAttribute('href')!)
    expect(url.origin).toBe('https://meldcrypto.com')
    expect(url.searchParams.get('publicKey')).toBe('pk_test')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe(account)
    expect(url.searchParams.get('externalCustomerId')).toBe('foyer-local')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(within(dialog).getByRole('button', { name: 'View activity' })).toBeTruthy()
  })

  it("shows the API's images of what is bought, on which network and with what, the letters until they load and where they fail", async () => {
    const { user, dialog } = await openBuy()
    const purchase = within(dialog).getByTestId('foyer-onramp-purchase-image')
    const payment = within(dialog).getByTestId('foyer-onramp-payment-image')
    const network = dialog.querySelector('[data-foyer-network-image="eip155:1"]')!
    const srcOf = (element: Element) => element.querySelector('img')!.getAttribute('src')!
    expect(srcOf(purchase)).toBe(`${api.url}/public/getTokenImage/USDC`)
    expect(srcOf(payment)).toBe(`${api.url}/public/getCurrencyImage/USD`)
    expect(srcOf(network)).toBe(`${api.url}/public/getAssetImage/eip155-1`)
    // The API serves the first two; the network has no image there, so the browser's load fails.
    expect((await fetch(srcOf(purchase))).headers.get('content-type')).toBe('image/svg+xml')
    expect((await fetch(srcOf(payment))).status).toBe(200)
    expect((await fetch(srcOf(network))).status).toBe(404)
    expect([purchase.textContent, payment.textContent]).toEqual(['U', 'U'])
    fireEvent.load(purchase.querySelector('img')!)
    fireEvent.error(payment.querySelector('img')!)
    fireEvent.error(network.querySelector('img')!)
    expect(purchase.textContent).toBe('')
    expect(purchase.querySelector('img')!.hidden).toBe(false)
    expect(payment.querySelector('img')).toBeNull()
    expect(payment.textContent).toBe('U')
    expect(network.querySelector('img')).toBeNull()
    expect(network.querySelector('svg')).not.toBeNull()
    // Another payment currency asks for its own image, from its letter again.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'You pay in' }), 'EUR')
    expect(srcOf(within(dialog).getByTestId('foyer-onramp-payment-image'))).toBe(`${api.url}/public/getCurrencyImage/EUR`)
    expect(within(dialog).getByTestId('foyer-onramp-payment-image').textContent).toBe('E')
  })

  it('falls back to the built-in options when the options call fails, and shows no quote figures it did not get', async () => {
    const { user, dialog, amount } = await openBuy(deadUrl)
    expect(within(dialog).getByTestId('foyer-onramp-fallback').textContent).toBe('The current options could not be loaded, so the built-in ones are shown.')
    const networks = within(within(dialog).getByRole('combobox', { name: 'Network' })).getAllByRole('option')
    expect(networks.map((option) => option.textContent)).toEqual(['Ethereum', 'Polygon'])
    expect(within(dialog).getByTestId('foyer-onramp-no-provider').textContent).toBe('No provider is available right now.')
    await user.type(amount, '50')
    await waitFor(() => expect(within(dialog).getByTestId('foyer-onramp-quote-unavailable')).toBeTruthy(), { timeout: 5_000 })
    expect(within(dialog).getByTestId('foyer-onramp-quote-unavailable').textContent).toContain('The quote could not be loaded.')
    expect(within(dialog).queryByTestId('foyer-onramp-receive')).toBeNull()
    expect(within(dialog).queryByTestId('foyer-onramp-total')).toBeNull()
  })

  it('buys SOL and USDC on Solana for a Solana account, quoted for its address', async () => {
    const { foyerConfig } = await connectMemorySolana({ sendToken: async () => 'unused', apiUrl: api.url })
    const { config } = renderWithModal({ connectors: [mock({ accounts: [account] })], provider: { config: foyerConfig } })
    await connectFirst(config)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const accountView = await screen.findByRole('dialog', { name: 'Account' })
    await user.click(await within(accountView).findByRole('button', { name: 'Buy' }, { timeout: 5_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Buy crypto' })
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount in USD' }, { timeout: 5_000 })
    const options = (name: string) =>
      within(within(dialog).getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent)
    expect(options('You buy')).toEqual(['USD Coin (USDC)', 'Solana (SOL)'])
    expect(options('Network')).toEqual(['Solana'])
    await user.type(amount, '50')
    await waitFor(() => expect(within(dialog).getByTestId('foyer-onramp-receive').textContent).toBe('49.49 USDC'), { timeout: 5_000 })
    expect(meld.quoteRequests.at(-1)).toMatchObject({ destinationCurrencyCode: 'USDC_SOL', walletAddress: solanaOwner })
  })
})
