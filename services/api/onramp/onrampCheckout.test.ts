/*
 * The on-ramp's checkout URL generator over real HTTP, for the sandbox and for Meld, and the
 * sandbox's checkout page against anvil with the test USDC deployed: its confirmation moves exactly
 * the bought USDC from the sandbox's account to the buyer on the chain, once.
 */
import { erc20Abi } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../../devstack/chain/addresses'
import { deployContracts } from '../../../devstack/chain/deployContracts'
import { createOnrampSandbox } from '../../../devstack/chain/onrampSandbox'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { startMeldStandIn, type MeldStandIn } from '../../../devstack/onramp/meldStandIn'
import { postJson, publicClientOf } from '../../../test/services/convertTestKit'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { createMeldClient } from './meldClient'
import { onrampRoutes } from './onrampRoutes'

const CHAIN = 31337
const SENDER = ANVIL_ACCOUNTS[8]
const BUYER = ANVIL_ACCOUNTS[4].address
let anvil: RunningAnvil
let meld: MeldStandIn
let api: RunningServer
let bare: RunningServer

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN })
  await deployContracts(anvil.rpcUrl, CHAIN)
  meld = await startMeldStandIn()
  const chains = [{ id: CHAIN, name: 'Foyer Local', rpcUrl: anvil.rpcUrl }]
  const solana = { name: 'foyer-local-solana', display_name: 'Solana Localnet', chain_id: 'solana:local', contract_address: '' }
  const sandbox = createOnrampSandbox({
    chains,
    usdcAddress: USDC_ADDRESS,
    sender: SENDER,
    env: { NODE_ENV: 'test' },
    quotes: createMeldClient({ apiKey: meld.apiKey, apiUrl: meld.url }),
    quoteOnly: [{ currency: { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [solana] }, quoteCodes: { 'foyer-local-solana': 'SOL' } }],
  })
  const onramp = onrampRoutes({ sandbox, meld: { publicKey: 'pk_test', apiKey: meld.apiKey, apiUrl: meld.url } })
  api = await createApiServer({ chains, domains: [onramp] }).listen(0, '127.0.0.1')
  // As production mounts it: no sandbox, no provider configured.
  bare = await createApiServer({ chains, domains: [onrampRoutes()] }).listen(0, '127.0.0.1')
}, 60_000)

afterAll(async () => {
  await api?.close()
  await bare?.close()
  await meld?.close()
  await anvil?.stop()
})

const usdcOf = (address: Address) =>
  publicClientOf(anvil.rpcUrl, CHAIN).readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

const order = (overrides: Record<string, unknown> = {}) => ({
  provider: 'sandbox',
  destinationWallets: [{ address: BUYER, blockchains: [`foyer-local-${CHAIN}`], assets: ['USDC'] }],
  defaultNetwork: `foyer-local-${CHAIN}`,
  partnerUserId: 'foyer-local',
  defaultExperience: 'buy',
  presetCryptoAmount: '50',
  presetFiatAmount: '50.50',
  fiatCurrency: 'USD',
  redirectUrl: 'http://127.0.0.1:5173/?bought=1',
  ...overrides,
})

describe('POST /v1/generators/onrampurl', () => {
  it('hands out a sandbox checkout whose confirmation delivers exactly 50 USDC on the chain, once', async () => {
    const before = await usdcOf(BUYER)
    const senderBefore = await usdcOf(SENDER.address)
    const { status, body } = await postJson(api.url, '/v1/generators/onrampurl', order())
    expect(status).toBe(200)
    const url = body.url as string
    expect(url).toMatch(new RegExp(`^${api.url}/dev/onramp/checkout/[0-9a-f-]{36}$`))

    const page = await fetch(url)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('50.00 USDC')
    expect(html).toContain(BUYER)
    expect(html).toContain('50.50 USD')
    // Nothing is delivered until the user confirms.
    expect(await usdcOf(BUYER)).toBe(before)

    const done = await postJson(url, '/complete', {})
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ redirectUrl: 'http://127.0.0.1:5173/?bought=1' })
    expect(done.body.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await usdcOf(BUYER)).toBe(before + 50_000_000n)
    expect(await usdcOf(SENDER.address)).toBe(senderBefore - 50_000_000n)

    const again = await postJson(url, '/complete', {})
    expect(again.status).toBe(409)
    expect(await usdcOf(BUYER)).toBe(before + 50_000_000n)
  })

  it('appends the order parameters to a Meld URL, SOL on Solana', async () => {
    const solana = await postJson(api.url, '/v1/generators/onrampurl', order({ provider: 'meld', defaultNetwork: 'SOL' }))
    expect(new URL(solana.body.url as string).searchParams.get('destinationCurrencyCode')).toBe('SOL')
    const { body } = await postJson(api.url, '/v1/generators/onrampurl', order({ provider: 'meld', defaultNetwork: 'USDC' }))
    const url = new URL(body.url as string)
    expect(url.origin).toBe('https://meldcrypto.com')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk_test',
      destinationCurrencyCode: 'USDC',
      walletAddress: BUYER,
      externalCustomerId: 'foyer-local',
      sourceAmount: '50.50',
      sourceCurrencyCode: 'USD',
    })
  })

  it.each([
    [{ defaultNetwork: 'USDC' }, 400, 'The sandbox does not deliver on this network'],
    [{ defaultNetwork: 'foyer-local-solana' }, 400, 'The sandbox does not deliver on this network'],
    [{ redirectUrl: 'https://evil.example/' }, 400, 'redirectUrl must be a loopback URL'],
    [{ presetCryptoAmount: '0' }, 400, 'Invalid amount'],
    [{ destinationWallets: [{ address: 'nope' }] }, 400, 'Invalid address'],
    [{ defaultExperience: 'send' }, 400, undefined],
    [{ provider: 'moonpay' }, 503, 'No on-ramp provider configured'],
  ])('refuses %o with %i', async (change, status, message) => {
    const answer = await postJson(api.url, '/v1/generators/onrampurl', order(change))
    expect(answer.status).toBe(status)
    if (message) expect(answer.body.error).toBe(message)
  })

  it('answers 503 and serves no checkout page where no provider is configured', async () => {
    const answer = await postJson(bare.url, '/v1/generators/onrampurl', order({ provider: undefined }))
    expect(answer).toEqual({ status: 503, body: { error: 'No on-ramp provider configured' } })
    expect((await fetch(`${bare.url}/dev/onramp/checkout/x`)).status).toBe(404)
  })

  it('an unknown checkout is a 404 page and cannot be completed', async () => {
    expect((await fetch(`${api.url}/dev/onramp/checkout/unknown`)).status).toBe(404)
    expect((await postJson(`${api.url}/dev/onramp/checkout/unknown`, '/complete', {})).status).toBe(404)
  })
})

describe('createOnrampSandbox', () => {
  it('refuses to exist under NODE_ENV=production', () => {
    const quotes = createMeldClient({ apiKey: meld.apiKey, apiUrl: meld.url })
    expect(() => createOnrampSandbox({ chains: [], usdcAddress: USDC_ADDRESS, sender: SENDER, quotes, env: { NODE_ENV: 'production' } })).toThrow(
      /The on-ramp sandbox is development only/,
    )
  })
})
