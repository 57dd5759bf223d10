import type { Server } from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { listenHttp } from '../../services/api/listenHttp'
import type { MeldQuoteRequest } from '../../services/api/onramp/meldClient'
import { STAND_IN_CRYPTO, STAND_IN_FIAT, STAND_IN_LIMITS, standInQuote } from './meldStandInFixtures'

/** The API key the stand-in accepts unless given another (development only: anyone may know it). */
export const MELD_STAND_IN_API_KEY = 'foyer-dev:meld-stand-in'

/**
 * How the stand-in answers: as Meld does (`normal`), with a 500 (`failing`), with a body that is not
 * Meld's shape (`malformed`), or not before the caller gives up (`hanging`, for timeouts).
 */
export type MeldStandInMode = 'normal' | 'failing' | 'malformed' | 'hanging'

/** Options of {@link startMeldStandIn}. */
export type MeldStandInOptions = {
  /** @default MELD_STAND_IN_API_KEY */
  apiKey?: string
  /** @default 0 (a free port) */
  port?: number
  /** @default '127.0.0.1' */
  host?: string
}

/** A running stand-in. */
export type MeldStandIn = {
  /** Its base URL, e.g. `http://127.0.0.1:45123`: pass it as the Meld client's `apiUrl`. */
  url: string
  apiKey: string
  /** The quote requests it received, in order (their JSON bodies). */
  quoteRequests: MeldQuoteRequest[]
  /** How it answers from now on. */
  mode: MeldStandInMode
  close(): Promise<void>
}

const quoteBodySchema = z.object({
  countryCode: z.string().length(2),
  sourceCurrencyCode: z.string().min(1),
  sourceAmount: z.number().positive(),
  destinationCurrencyCode: z.string().min(1),
  walletAddress: z.string().optional(),
  paymentMethodType: z.string().optional(),
})

/**
 * A local stand-in for Meld's REST API (development and tests only): it speaks Meld's documented
 * wire format (`Authorization: BASIC <key>`, `Meld-Version`, the properties, limits and crypto quote
 * endpoints, Meld's error body) over real HTTP, with its own rates and fees from
 * `meldStandInFixtures.ts`.
 *
 * @example
 * const meld = await startMeldStandIn()
 * createMeldClient({ apiKey: meld.apiKey, apiUrl: meld.url })
 */
export async function startMeldStandIn(options: MeldStandInOptions = {}): Promise<MeldStandIn> {
  const apiKey = options.apiKey ?? MELD_STAND_IN_API_KEY
  const quoteRequests: MeldQuoteRequest[] = []
  const error = (c: Context, status: 400 | 401 | 500, code: string, message: string) =>
    c.json({ code, message, errors: null, requestId: crypto.randomUUID(), timestamp: new Date().toISOString() }, status)
  const app = new Hono()
  app.use(async (c, next) => {
    if (c.req.header('authorization') !== `BASIC ${apiKey}`) return error(c, 401, 'UNAUTHORIZED', 'invalid profile or secret')
    if (!c.req.header('meld-version')) return error(c, 400, 'BAD_REQUEST', 'Missing Meld-Version header')
    if (standIn.mode === 'failing') return error(c, 500, 'INTERNAL_SERVER_ERROR', 'Internal error')
    if (standIn.mode === 'malformed') return c.json({ unexpected: true })
    if (standIn.mode === 'hanging') await new Promise((resolve) => setTimeout(resolve, 30_000).unref())
    return next()
  })
  app.get('/service-providers/properties/fiat-currencies', (c) => c.json(STAND_IN_FIAT.map((currency) => ({ ...currency, symbolImageUrl: null }))))
  app.get('/service-providers/properties/crypto-currencies', (c) => c.json(STAND_IN_CRYPTO.map((currency) => ({ ...currency, symbolImageUrl: null }))))
  app.get('/service-providers/limits/fiat-currency-purchases', (c) => c.json(STAND_IN_LIMITS[c.req.query('paymentMethodTypes') ?? 'CARD'] ?? []))
  app.post('/payments/crypto/quote', async (c) => {
    const body = quoteBodySchema.safeParse(await c.req.json().catch(() => undefined))
    if (!body.success) return error(c, 400, 'BAD_REQUEST', body.error.issues[0]?.message ?? 'Bad request')
    quoteRequests.push(body.data)
    const quote = standInQuote(body.data)
    if (!quote) return c.json({ quotes: null, message: null, error: 'No Valid Quote Combinations Found For Provided Quote Request.' }, 400)
    return c.json({
      quotes: [{ ...quote, transactionType: 'CRYPTO_PURCHASE', countryCode: body.data.countryCode, customerScore: 20 }],
      message: null,
      error: null,
    })
  })
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server
  const running = await listenHttp(server, options.port ?? 0, options.host)
  const standIn: MeldStandIn = { url: running.url, apiKey, quoteRequests, mode: 'normal', close: running.close }
  return standIn
}
