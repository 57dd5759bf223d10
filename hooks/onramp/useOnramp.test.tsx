// @vitest-environment jsdom
/*
 * useOnramp against the real on-ramp API over HTTP (anvil with the test USDC, the development
 * sandbox provider priced by the local Meld stand-in): the defaults, the options from the API and
 * the built-in fallback when the call fails, the limits, the stand-in's quote for the connected
 * address and its labelled estimate when the quote call fails, the
 * restricted time zones (fixed zones passed in), quotesLoading while a quote is asked and reset back
 * to the defaults, and a purchase whose checkout, confirmed over HTTP, delivers the USDC on the chain.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { Hono } from 'hono'
import type { MiddlewareHandler } from 'hono'
import type { ReactNode } from 'react'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig, mock } from 'wagmi'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import type { ApiEnv } from '../../services/api/apiDomain'
import { createApiServer } from '../../services/api/createApiServer'
import { HttpError } from '../../services/api/HttpError'
import type { RunningServer } from '../../services/api/listenHttp'
import { createOnrampSandbox } from '../../devstack/chain/onrampSandbox'
import { onrampRoutes } from '../../services/api/onramp/onrampRoutes'
import { deployContracts } from '../../devstack/chain/deployContracts'
import { localChain } from '../../devstack/chain/localChain'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { startMeldStandIn, type MeldStandIn } from '../../devstack/onramp/meldStandIn'
import { standInQuote } from '../../devstack/onramp/meldStandInFixtures'
import { createMeldClient } from '../../services/api/onramp/meldClient'
import { OnrampAmountOutOfLimitsError, OnrampUnavailableError } from '../../src/errors/onrampErrors'
import { connectFirst, createTestFoyerConfig, TestProviders } from '../../test/components/renderWithModal'
import { useOnramp, type UseOnrampParameters } from './useOnramp'

const BUYER = ANVIL_ACCOUNTS[6].address
let anvil: RunningAnvil
let meld: MeldStandIn
let api: RunningServer
let noQuotes: RunningServer
let requests = 0
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  const chains = [{ id: 31337, name: 'Foyer Local', rpcUrl: anvil.rpcUrl }]
  meld = await startMeldStandIn()
  const quotes = createMeldClient({ apiKey: meld.apiKey, apiUrl: meld.url })
  const sandbox = createOnrampSandbox({ chains, usdcAddress: USDC_ADDRESS, sender: ANVIL_ACCOUNTS[8], quotes, env: { NODE_ENV: 'test' } })
  // Counts the on-ramp calls that reach the API.
  const count: MiddlewareHandler = async (_context, next) => {
    requests++
    await next()
  }
  const counted = new Hono<ApiEnv>().use('/v1/onramp/*', count).use('/v1/generators/*', count).route('/', onrampRoutes({ sandbox }).app)
  api = await createApiServer({ chains, domains: [{ app: counted }] }).listen(0, '127.0.0.1')
  // Options but no quote route: every quote call fails with 404.
  const withoutQuotes = new Hono<ApiEnv>()
    .post('/v1/onramp/quote', () => {
      throw new HttpError(404, 'Not found')
    })
    .route('/', onrampRoutes({ sandbox }).app)
  noQuotes = await createApiServer({ chains, domains: [{ app: withoutQuotes }] }).listen(0, '127.0.0.1')
}, 60_000)
afterAll(async () => {
  await api?.close()
  await noQuotes?.close()
  await meld?.close()
  await anvil?.stop()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function setup(
  apiUrl: string,
  parameters: UseOnrampParameters = { timeZone: 'Europe/Madrid' },
  onRender: (onramp: ReturnType<typeof useOnramp>) => void = () => undefined,
) {
  const config = createConfig({
    chains: [localChain(31337, anvil.rpcUrl)],
    connectors: [mock({ accounts: [BUYER] })],
    transports: { 31337: http(anvil.rpcUrl) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders config={config} queryClient={queryClient} provider={{ config: createTestFoyerConfig({ apiUrl }) }}>
      {children}
    </TestProviders>
  )
  await connectFirst(config)
  return renderHook(
    () => {
      const onramp = useOnramp({ debounceMs: 10, ...parameters })
      onRender(onramp)
      return onramp
    },
    { wrapper },
  ).result
}

describe('useOnramp', () => {
  it('starts on the defaults with the API options: USDC on the connected chain, paid in USD by card', async () => {
    const result = await setup(api.url)
    await waitFor(() => expect(result.current.optionsSource).toBe('api'), { timeout: 5_000 })
    expect(result.current.providers).toEqual(['sandbox'])
    expect(result.current.selectedProvider).toBe('sandbox')
    expect(result.current.purchaseCurrency.symbol).toBe('USDC')
    expect(result.current.paymentCurrency.id).toBe('USD')
    expect(result.current.paymentMethod).toBe('card')
    expect(result.current.network?.name).toBe('foyer-local-31337')
    expect(result.current.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
  })

  it('falls back to the built-in options when the options call fails', async () => {
    const result = await setup('http://127.0.0.1:9')
    await waitFor(() => expect(result.current.optionsSource).toBe('fallback'), { timeout: 5_000 })
    expect(result.current.purchaseCurrency.networks.map((network) => network.display_name)).toEqual(['Ethereum', 'Polygon'])
    expect(result.current.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(result.current.providers).toEqual([])
  })

  it('checks the limits per payment method and refuses to buy outside them', async () => {
    const result = await setup(api.url)
    await waitFor(() => expect(result.current.optionsSource).toBe('api'), { timeout: 5_000 })
    act(() => result.current.setPaymentAmount('8000'))
    expect(result.current.amountCheck).toEqual({ kind: 'aboveMax', max: '7500' })
    vi.spyOn(window, 'open').mockReturnValue(null)
    await act(async () => {
      await expect(result.current.buy()).rejects.toBeInstanceOf(OnrampAmountOutOfLimitsError)
    })
    expect(result.current.error).toBe('Amount must be between 10 and 7500 USD')
    act(() => result.current.setPaymentMethod('ach_bank_account'))
    expect(result.current.amountCheck).toEqual({ kind: 'ok', value: 8000 })
    act(() => result.current.setPaymentAmount('9.99'))
    expect(result.current.amountCheck).toEqual({ kind: 'belowMin', min: '10' })
  })

  it("quotes the stand-in's answer for the connected address, and shows no figures when the quote call fails", async () => {
    const result = await setup(api.url)
    act(() => result.current.setPaymentAmount('50'))
    await waitFor(() => expect(result.current.quote?.quoteId).toMatch(/^[0-9a-f-]{36}$/), { timeout: 5_000 })
    const expected = standInQuote({ sourceCurrencyCode: 'USD', sourceAmount: 50, destinationCurrencyCode: 'USDC' })!
    expect(result.current.quoteFailed).toBe(false)
    expect(result.current.purchaseAmount).toBe(String(expected.destinationAmount))
    expect(result.current.quote?.paymentTotal).toEqual({ amount: '50', currency: 'USD' })
    expect(result.current.quote?.networkFee).toEqual({ amount: String(expected.networkFee), currency: 'USD' })
    expect(meld.quoteRequests.at(-1)).toMatchObject({ destinationCurrencyCode: 'USDC', walletAddress: BUYER, paymentMethodType: 'CARD' })

    const failed = await setup(noQuotes.url)
    act(() => failed.current.setPaymentAmount('50'))
    await waitFor(() => expect(failed.current.quoteFailed).toBe(true), { timeout: 5_000 })
    expect(failed.current.quote).toBeUndefined()
    expect(failed.current.purchaseAmount).toBeUndefined()
    expect(failed.current.error).toBe('Not found')
  })

  it('says quotesLoading while the quote is asked, and reset brings back the defaults', async () => {
    const loading: boolean[] = []
    const result = await setup(api.url, { timeZone: 'Europe/Madrid' }, (onramp) => loading.push(onramp.quotesLoading))
    await waitFor(() => expect(result.current.optionsSource).toBe('api'), { timeout: 5_000 })
    expect(loading).not.toContain(true)
    act(() => {
      result.current.setPaymentMethod('ach_bank_account')
      result.current.setPaymentCurrency(result.current.paymentCurrencies.find((currency) => currency.id === 'EUR')!)
      result.current.setPaymentAmount('50')
    })
    await waitFor(() => expect(result.current.purchaseAmount).toBeDefined(), { timeout: 5_000 })
    expect(loading).toContain(true)
    expect(result.current.quotesLoading).toBe(false)

    // The amount goes with the rest: no quote is asked for the old amount on the default currency.
    loading.length = 0
    act(() => result.current.reset())
    expect(loading.length).toBeGreaterThan(0)
    expect(loading).not.toContain(true)
    expect(result.current.paymentMethod).toBe('card')
    expect(result.current.paymentCurrency.id).toBe('USD')
    expect(result.current.purchaseCurrency.symbol).toBe('USDC')
    expect(result.current.paymentAmount).toBe('')
    expect(result.current.status).toBe('idle')
    expect(result.current.error).toBeUndefined()
  })

  it.each(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau'])('in %s offers nothing and fetches nothing', async (timeZone) => {
    const before = requests
    const result = await setup(api.url, { timeZone })
    act(() => result.current.setPaymentAmount('50'))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(result.current.available).toBe(false)
    expect(result.current.optionsSource).toBe('loading')
    expect(result.current.quote).toBeUndefined()
    expect(requests).toBe(before)
    vi.spyOn(window, 'open').mockReturnValue(null)
    await act(async () => {
      await expect(result.current.buy()).rejects.toMatchObject({ name: OnrampUnavailableError.name, reason: 'region' })
    })
  })

  it('opens the sandbox checkout for the quoted purchase, which delivers exactly that USDC once confirmed', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const balance = () => client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [BUYER] })
    const before = await balance()
    const result = await setup(api.url)
    act(() => result.current.setPaymentAmount('25'))
    // 25 USD, fees included, buy 23.25 USDC at the stand-in's rate and fees.
    expect(standInQuote({ sourceCurrencyCode: 'USD', sourceAmount: 25, destinationCurrencyCode: 'USDC' })?.destinationAmount).toBe(23.25)
    await waitFor(() => expect(result.current.quoteFailed === false && result.current.purchaseAmount).toBe('23.25'), { timeout: 5_000 })
    // jsdom has no windows to open: a blocked popup, which the view answers with a link.
    vi.spyOn(window, 'open').mockReturnValue(null)
    let url = ''
    await act(async () => {
      url = await result.current.buy()
    })
    expect(result.current.status).toBe('opened')
    expect(result.current.checkoutUrl).toBe(url)
    expect(result.current.windowBlocked).toBe(true)
    const page = await (await fetch(url)).text()
    expect(page).toContain('23.25 USDC')
    expect(page).toContain('25 USD')
    expect(await balance()).toBe(before)
    expect((await fetch(`${url}/complete`, { method: 'POST' })).status).toBe(200)
    expect(await balance()).toBe(before + 23_250_000n)
  })
})
