// @vitest-environment jsdom
/*
 * Swap and SwapPreview in the real modal, with wagmi's mock connector and a stubbed convert API:
 * the Account action (shown where the API trades, hidden where it answers 'Network not supported
 * for Swaps' or the project's swaps flag is off), the token pickers with search, the amount on
 * either side, flip, the quote's details, the price impact warning, the slippage, the inline
 * problems, the preview's Approve step only while the allowance is short, a failed wallet request
 * that leaves everything usable, and going back with the form kept.
 */
import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useConnectModal } from '../../../hooks/useConnectModal'
import { openConnectedModal } from '../../../test/components/openConnectedModal'
import { createTestFoyerConfig } from '../../../test/components/renderWithModal'
import { stubModalFetch } from '../../../test/components/stubModalFetch'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const tokens = [
  { name: 'Ether', symbol: 'ETH', address: `eip155:31337:${native}`, decimals: 18, logoUri: null },
  { name: 'USD Coin', symbol: 'USDC', address: `eip155:31337:${usdc}`, decimals: 6, logoUri: null },
  { name: 'Dai Stablecoin', symbol: 'DAI', address: 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', decimals: 18, logoUri: null },
]

function OpenSwapButton() {
  const { open } = useConnectModal()
  return (
    <button type="button" onClick={() => open({ view: 'Swap' })}>
      Open Swap
    </button>
  )
}

type Stub = { unsupported?: boolean; swapsFlag?: boolean; allowance?: bigint; noTokens?: boolean; tokensAnswer?: Promise<void> }
let stub: Stub = {}
const requests: URL[] = []

// USDC -> ETH at 3,000 USDC per ETH; from 20,000 USDC on the price moves 6.25 percent.
function quoteFor(url: URL) {
  const amount = url.searchParams.get('amount')
  const amountOut = url.searchParams.get('amountOut')
  const fromAmount = amount ? BigInt(amount) : (BigInt(amountOut!) * 3000n) / 10n ** 12n
  const toAmount = amount ? (BigInt(amount) * 10n ** 12n) / 3000n : BigInt(amountOut!)
  const priceImpact = fromAmount >= 20_000_000_000n ? 6.25 : 0.01
  const from = url.searchParams.get('from')!
  const to = url.searchParams.get('to')!
  return {
    quotes: [{ id: null, fromAmount: fromAmount.toString(), toAmount: toAmount.toString(), fromAccount: from, toAccount: to, priceImpact, route: [from, to] }],
  }
}

beforeEach(() => {
  stub = {}
  requests.length = 0
})
stubModalFetch(async (url) => {
  requests.push(url)
  const chainId = url.searchParams.get('chainId') ?? ''
  if (url.pathname === '/appkit/v1/config') return Response.json({ features: { swaps: stub.swapsFlag ?? true } })
  if (url.pathname.startsWith('/v1/convert/') && stub.unsupported) return Response.json({ error: 'Network not supported for Swaps' }, { status: 400 })
  if (url.pathname === '/v1/convert/tokens') {
    await stub.tokensAnswer
    return Response.json({ tokens: stub.noTokens ? [] : tokens })
  }
  if (url.pathname === '/v1/convert/quotes') return Response.json(quoteFor(url))
  if (url.pathname === '/v1/convert/allowance') return Response.json({ allowance: String(stub.allowance ?? 0n) })
  if (url.pathname.endsWith('/balance')) {
    return Response.json({
      balances: [{ name: 'Ether', symbol: 'ETH', chainId, value: 30_000, price: 3000, quantity: { decimals: '18', numeric: '10' }, iconUrl: '' }],
    })
  }
  if (url.pathname.startsWith('/v1/identity/')) return Response.json({ name: null, avatar: null })
  // Nothing else answers, as with a dead API.
  return undefined
})

const provider = () => ({ config: createTestFoyerConfig({ apiUrl: 'http://api.test' }) })

async function openAccount() {
  const { user, view: accountView } = await openConnectedModal({ dialog: 'Account', provider: provider() })
  await within(accountView).findByRole('button', { name: 'Send' })
  return { user, accountView }
}

/** Opens Swap from app code (useConnectModal), not from the Account view. */
const openSwapFromApp = () => openConnectedModal({ dialog: 'Swap', button: 'Open Swap', provider: provider(), children: <OpenSwapButton /> })

async function openSwap() {
  const { user, accountView } = await openAccount()
  await user.click(await within(accountView).findByRole('button', { name: 'Swap' }))
  const dialog = await screen.findByRole('dialog', { name: 'Swap' })
  await within(dialog).findByRole('button', { name: 'Token to pay: Select token' })
  return { user, dialog }
}

async function pickPair(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Token to pay: Select token' }))
  const search = within(dialog).getByRole('searchbox', { name: 'Search tokens' })
  expect(document.activeElement).toBe(search)
  await user.type(search, 'usd')
  expect(
    within(dialog)
      .getAllByRole('button', { pressed: false })
      .map((button) => button.textContent),
  ).toEqual(['UUSDCUSD Coin'])
  await user.click(within(dialog).getByRole('button', { name: 'USDC' }))
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Token to pay: USDC' }))
  await user.click(within(dialog).getByRole('button', { name: 'Token to receive: Select token' }))
  await user.click(within(dialog).getByRole('button', { name: 'ETH' }))
}

const payField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'You pay' }) as HTMLInputElement
const receiveField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'You receive' }) as HTMLInputElement

describe('Account: the Swap action', () => {
  it('comes in the feature order, after Buy and before Receive and Send, where the API trades', async () => {
    const { accountView } = await openAccount()
    await within(accountView).findByRole('button', { name: 'Swap' })
    const row = within(accountView).getByRole('button', { name: 'Send' }).parentElement!
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })

  it.each([
    ['the API does not trade on the chain', { unsupported: true }],
    ["the project's swaps flag is off", { swapsFlag: false }],
  ])('is hidden where %s', async (_, settings: Stub) => {
    stub = settings
    const { accountView } = await openAccount()
    await waitFor(() => expect(requests.some((url) => url.pathname === (settings.unsupported ? '/v1/convert/tokens' : '/appkit/v1/config'))).toBe(true))
    // Give a late answer the time to show the action, which must not come.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(within(accountView).queryByRole('button', { name: 'Swap' })).toBeNull()
  })
})

describe('Swap', () => {
  it('picks the pair with search, quotes either side, flips and shows the details', async () => {
    const { user, dialog } = await openSwap()
    await pickPair(user, dialog)
    await user.type(payField(dialog), '10')
    await waitFor(() => expect(receiveField(dialog).value).toBe('0.00333333'))
    expect(within(dialog).getByTestId('foyer-swap-rate').textContent).toBe('1 USDC = 0.000333333 ETH')
    expect(within(dialog).getByTestId('foyer-swap-price-impact').textContent).toBe('0.01%')
    // 1 percent below the quote, rounded down.
    expect(within(dialog).getByTestId('foyer-swap-bound').textContent).toBe('0.00329999 ETH')
    expect(within(dialog).getByText('Minimum received')).toBeTruthy()
    expect(within(dialog).queryByTestId('foyer-swap-impact-warning')).toBeNull()

    await user.click(within(dialog).getByRole('radio', { name: '3%' }))
    expect(within(dialog).getByTestId('foyer-swap-bound').textContent).toBe('0.00323333 ETH')
    await user.type(within(dialog).getByRole('textbox', { name: 'Custom slippage in percent' }), '80')
    expect(within(dialog).getByText('Enter a percentage above 0 and up to 50').getAttribute('role')).toBe('alert')

    // Typing what to receive asks for an exact output.
    await user.clear(receiveField(dialog))
    await user.type(receiveField(dialog), '1')
    await waitFor(() => expect(payField(dialog).value).toBe('3000'))
    expect(requests.some((url) => url.pathname === '/v1/convert/quotes' && url.searchParams.get('amountOut') === '1000000000000000000')).toBe(true)
    expect(within(dialog).getByText('Maximum paid')).toBeTruthy()

    await user.click(within(dialog).getByRole('button', { name: 'Switch the tokens' }))
    expect(within(dialog).getByRole('button', { name: 'Token to pay: ETH' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Token to receive: USDC' })).toBeTruthy()
  })

  it('warns above 5 percent of price impact, in text and as the button description', async () => {
    const { user, dialog } = await openSwap()
    await pickPair(user, dialog)
    await user.type(payField(dialog), '25000')
    const warning = await within(dialog).findByTestId('foyer-swap-impact-warning')
    expect(warning.textContent).toContain('6.25%')
    expect(within(dialog).getByRole('button', { name: 'Review swap' }).getAttribute('aria-describedby')).toBe(warning.id)
  })

  it('says what is missing on Review, and focuses the amount', async () => {
    const { user, dialog } = await openSwap()
    await user.click(within(dialog).getByRole('button', { name: 'Review swap' }))
    expect(within(dialog).getByTestId('foyer-swap-error').textContent).toBe('Select the tokens to swap')
    await pickPair(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Review swap' }))
    expect(within(dialog).getByTestId('foyer-swap-error').textContent).toBe('Enter an amount')
    expect(document.activeElement).toBe(payField(dialog))
    expect(payField(dialog).getAttribute('aria-invalid')).toBe('true')
  })

  it("opens from app code and shows 'Network not supported for Swaps' where the API has no AMM", async () => {
    stub = { unsupported: true }
    const { view: dialog } = await openSwapFromApp()
    const error = await within(dialog).findByTestId('foyer-swap-error')
    expect(error.textContent).toBe('Network not supported for Swaps')
    expect(error.getAttribute('role')).toBe('alert')
  })
})

describe('Swap: loading and empty', () => {
  it('says it is loading the tokens, then that there is nothing to swap on the network', async () => {
    let answer: () => void = () => undefined
    stub = { noTokens: true, tokensAnswer: new Promise<void>((resolve) => (answer = resolve)) }
    const { view: dialog } = await openSwapFromApp()
    expect((await within(dialog).findByText('Loading tokens…')).closest('[role="status"]')).toBeTruthy()
    answer()
    expect((await within(dialog).findByTestId('foyer-swap-empty')).textContent).toBe('No tokens to swap on this network')
    expect(within(dialog).queryByRole('textbox')).toBeNull()
  })
})

describe('SwapPreview', () => {
  async function preview(allowance: bigint) {
    stub = { allowance }
    const { user, dialog } = await openSwap()
    await pickPair(user, dialog)
    await user.type(payField(dialog), '10')
    await waitFor(() => expect(receiveField(dialog).value).toBe('0.00333333'))
    await user.click(within(dialog).getByRole('button', { name: 'Review swap' }))
    return { user, view: await screen.findByRole('dialog', { name: 'Review Swap' }) }
  }

  it('asks for the approval first while the allowance is short; a failed request leaves it usable and Back keeps the form', async () => {
    const { user, view } = await preview(0n)
    expect(within(view).getByTestId('foyer-swap-preview-pay').textContent).toBe('10 USDC')
    expect(within(view).getByTestId('foyer-swap-preview-receive').textContent).toBe('≈ 0.00333333 ETH')
    const approve = await within(view).findByRole('button', { name: 'Approve USDC' })
    expect(within(view).getByTestId('foyer-swap-approve-step').textContent).toContain('10 USDC')
    // The mock wallet's chain is unreachable here, so the approval fails.
    await user.click(approve)
    expect((await within(view).findByTestId('foyer-swap-failure')).textContent).toBe('An error occurred')
    await waitFor(() => expect(document.activeElement).toBe(within(view).getByRole('button', { name: 'Approve USDC' })))
    expect(within(view).getByRole('button', { name: 'Approve USDC' }).hasAttribute('disabled')).toBe(false)

    await user.click(within(view).getByRole('button', { name: 'Back' }))
    const again = await screen.findByRole('dialog', { name: 'Swap' })
    expect(payField(again).value).toBe('10')
    expect(within(again).getByRole('button', { name: 'Token to pay: USDC' })).toBeTruthy()
  })

  it('goes straight to Swap when the allowance covers the amount', async () => {
    const { view } = await preview(10_000_000n)
    expect(await within(view).findByRole('button', { name: 'Swap' })).toBeTruthy()
    expect(within(view).queryByTestId('foyer-swap-approve-step')).toBeNull()
  })
})
