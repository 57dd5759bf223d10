import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { createPublicClient, createWalletClient, erc20Abi, http } from 'viem'
import type { Address, Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { LOCAL_ORIGIN_PATTERNS, matchOrigin } from '../../src/origins/matchOrigin'
import type { OnrampNetwork, OnrampPurchaseCurrency } from '../../src/onramp/onrampDefaults'
import type { ApiEnv } from '../../services/api/apiDomain'
import { devPage, escapeHtml } from '../../services/api/auth/devPage'
import type { ApiChain } from '../../services/api/coreRoutes'
import { HttpError } from '../../services/api/HttpError'
import type { MeldClient } from '../../services/api/onramp/meldClient'
import type { OnrampSandbox, SandboxOrder } from '../../services/api/onramp/onrampRoutes'
import { developmentRefusal } from '../../services/server/startupProblems'
import type { AnvilAccount } from './addresses'
import { localChain } from './localChain'
import { checkoutScript } from './sandboxCheckoutScript'

/** Options of {@link createOnrampSandbox}. */
export type OnrampSandboxOptions = {
  /** The local chains the sandbox delivers on (each must have the test USDC at `usdcAddress`). */
  chains: readonly ApiChain[]
  /** The test USDC (6 decimals), at the same address on every local chain. */
  usdcAddress: Address
  /** The funded account the purchased USDC comes from. */
  sender: AnvilAccount
  /** Where `NODE_ENV` is read: the sandbox refuses to exist under `NODE_ENV=production`. @default process.env */
  env?: Readonly<Record<string, string | undefined>>
  /** How long a checkout link stays valid. @default 30 * 60_000 */
  orderTtlMs?: number
  /** The Meld client its payment currencies, limits and quotes come from (the development stand-in). */
  quotes: MeldClient
  /** Meld's code that prices the USDC it delivers. @default 'USDC' */
  usdcQuoteCode?: string
  /**
   * Currencies it lists on networks it does not deliver on (the local Solana cluster), each with the
   * Meld code that prices it on each of its networks (by network name), so their quotes show; their
   * checkout is refused.
   * @default none
   */
  quoteOnly?: readonly { currency: OnrampPurchaseCurrency; quoteCodes: Readonly<Record<string, string>> }[]
}

type StoredOrder = SandboxOrder & { expiresAt: number; state: 'pending' | 'delivering' | 'delivered'; hash?: Hash }

/**
 * The local sandbox provider, which stands in for the card providers that cannot be reached from a
 * development machine: `POST /v1/generators/onrampurl` stores an order and returns a checkout page
 * on the API; confirming it there transfers the USDC from `sender` to the buyer on the local chain
 * (a real ERC-20 transfer, mined on anvil) and sends the page back to the app. Development only:
 * mount it only when development mode is on; it throws under `NODE_ENV=production`.
 *
 * @throws under `NODE_ENV=production`.
 * @example
 * const sandbox = createOnrampSandbox({ chains, usdcAddress, sender: ANVIL_ACCOUNTS[8] })
 * createApiServer({ chains, domains: [onrampRoutes({ sandbox })] })
 */
export function createOnrampSandbox(options: OnrampSandboxOptions): OnrampSandbox {
  const refusal = developmentRefusal(options.env ?? process.env)
  if (refusal) throw new Error(`The on-ramp sandbox is development only. ${refusal}`)
  const ttl = options.orderTtlMs ?? 30 * 60_000
  const orders = new Map<string, StoredOrder>()
  const account = privateKeyToAccount(options.sender.privateKey)
  const clients = new Map(
    options.chains.map((chain) => {
      const viemChain = localChain(chain.id, chain.rpcUrl)
      return [
        chain.id,
        {
          wallet: createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) }),
          reader: createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 100 }),
        },
      ] as const
    }),
  )
  // One transfer at a time: two confirmations at once would otherwise race for the sender's nonce.
  let queue: Promise<unknown> = Promise.resolve()
  const networks: OnrampNetwork[] = options.chains.map((chain) => ({
    name: `foyer-local-${chain.id}`,
    display_name: chain.name,
    chain_id: String(chain.id),
    contract_address: options.usdcAddress,
  }))

  function pending(id: string): StoredOrder {
    const order = orders.get(id)
    if (!order || order.expiresAt <= Date.now()) throw new HttpError(404, 'Unknown or expired checkout')
    return order
  }

  async function deliver(order: StoredOrder): Promise<Hash> {
    const client = clients.get(order.chainId)
    if (!client) throw new HttpError(400, 'The sandbox does not deliver on this network')
    const hash = await client.wallet.writeContract({ address: options.usdcAddress, abi: erc20Abi, functionName: 'transfer', args: [order.to, order.amount] })
    const receipt = await client.reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Sandbox delivery reverted: ${hash}`)
    return hash
  }

  const usdc: OnrampPurchaseCurrency = { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks }
  const usdcCode = options.usdcQuoteCode ?? 'USDC'
  const quoteOnly = options.quoteOnly ?? []
  return {
    purchaseCurrencies: [usdc, ...quoteOnly.map((entry) => entry.currency)],
    quoteCodes: Object.fromEntries([
      ...networks.map((network) => [`USDC/${network.name}`, usdcCode] as const),
      ...quoteOnly.flatMap((entry) => Object.entries(entry.quoteCodes).map(([network, code]) => [`${entry.currency.id}/${network}`, code] as const)),
    ]),
    quotes: options.quotes,
    createOrder(order, host) {
      if (!clients.has(order.chainId)) throw new HttpError(400, 'The sandbox does not deliver on this network')
      if (order.redirectUrl && !matchOrigin(new URL(order.redirectUrl).origin, LOCAL_ORIGIN_PATTERNS)) {
        // The page redirects after a purchase: only back to a loopback app, never to any site.
        throw new HttpError(400, 'redirectUrl must be a loopback URL')
      }
      for (const [id, stored] of orders) if (stored.expiresAt <= Date.now()) orders.delete(id)
      const id = randomUUID()
      orders.set(id, { ...order, expiresAt: Date.now() + ttl, state: 'pending' })
      // The Host header is the client's to choose; this is a development stand-in on loopback only.
      if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) throw new HttpError(400, 'Missing Host header')
      return `http://${host}/dev/onramp/checkout/${id}`
    },
    app: new Hono<ApiEnv>()
      .get('/dev/onramp/checkout/:id', (c) => {
        const order = orders.get(c.req.param('id'))
        if (!order || order.expiresAt <= Date.now()) {
          return devPage(c, 'On-ramp sandbox', '<h1>This checkout expired</h1><p>Start again from the app.</p>', undefined, 404)
        }
        const usdc = (Number(order.amount) / 1e6).toFixed(2)
        const network = networks.find((candidate) => candidate.chain_id === String(order.chainId))?.display_name ?? order.network
        const rows = [['You buy', `${usdc} USDC`], ['Network', network], ['Delivered to', order.to], ...(order.paid ? [['You pay', order.paid]] : [])]
        const table = rows.map(([term, value]) => `<dt>${escapeHtml(term!)}</dt><dd>${escapeHtml(value!)}</dd>`).join('')
        const done = order.state === 'delivered'
        return devPage(
          c,
          'On-ramp sandbox checkout',
          `<p class="dev">development sandbox</p><h1>Checkout</h1>
<p>No card provider is configured, so this page stands in for one. Confirming delivers test USDC on the local chain; no money moves.</p>
<dl style="text-align:start;overflow-wrap:anywhere">${table}</dl>
<button type="button" class="primary" id="confirm"${done ? ' disabled' : ''}>Confirm purchase</button>
<p id="status" role="status">${done ? 'Already delivered.' : ''}</p>`,
          checkoutScript,
        )
      })
      .post('/dev/onramp/checkout/:id/complete', async (c) => {
        const order = pending(c.req.param('id'))
        if (order.state !== 'pending') throw new HttpError(409, 'Already completed')
        order.state = 'delivering'
        const run = queue.then(() => deliver(order))
        queue = run.catch(() => undefined)
        try {
          order.hash = await run
          order.state = 'delivered'
        } catch (error) {
          order.state = 'pending'
          throw error
        }
        return c.json({ hash: order.hash, redirectUrl: order.redirectUrl ?? null })
      }),
  }
}
