import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { ServerConfigError } from '../../http/ServerConfigError'
import { HttpError } from '../HttpError'
import { invalidInput } from '../jsonBody'
import { getWalletsQuerySchema, queryWallets } from './queryWallets'
import { registryEntries, toWireWallet, type RegistryEntry } from './registryEntries'
import { walletIconSvg } from './walletIcon'

/** Options of {@link walletRoutes}. */
export type WalletRoutesOptions = {
  /**
   * Total number of wallets to serve: the real ones from `wallets.json`, then generated test wallets
   * ("Amber Falcon 0001", ...) up to this size, e.g. 1,000 to test search and scrolling at scale.
   * `npm start` reads it from `FOYER_REGISTRY_SIZE`.
   * @default 0 (the real wallets only)
   */
  size?: number
  /**
   * Serve these wallets instead of `wallets.json` (tests).
   * @default the data file, padded to `size`
   */
  wallets?: readonly RegistryEntry[]
}

const iconMaxAge = 86_400
const idParamSchema = z.object({ id: z.string() })

/**
 * The wallet registry: `GET /getWallets` (`{ data, count }`, filtered and paged, see `queryWallets`)
 * and `GET /getWalletImage/:id` (the wallet's generated SVG icon).
 *
 * @example
 * createApiServer({ chains, domains: [walletRoutes({ size: 1000 })] })
 */
export function walletRoutes(options: WalletRoutesOptions = {}): ApiDomain {
  const entries = options.wallets ? [...options.wallets] : registryEntries(options.size)
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  const app = new Hono<ApiEnv>()
    .get('/getWallets', zValidator('query', getWalletsQuerySchema, invalidInput), (context) => {
      const { data, count } = queryWallets(entries, context.req.valid('query'))
      return context.json({ data: data.map(toWireWallet), count })
    })
    .get('/getWalletImage/:id', zValidator('param', idParamSchema, invalidInput), (context) => {
      const entry = byId.get(context.req.valid('param').id)
      if (!entry) throw new HttpError(404, 'Unknown wallet image')
      return context.body(walletIconSvg(entry), 200, {
        'content-type': 'image/svg+xml',
        'cache-control': `public, max-age=${iconMaxAge}`,
        // The icon is drawn here, never loaded from elsewhere; an SVG opened on its own runs nothing.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
    })
  return { app }
}

/**
 * Reads `FOYER_REGISTRY_SIZE` (how many wallets the stack's registry serves).
 *
 * @throws when it is set but is not a whole number from 0 to 100,000.
 */
export function registrySizeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FOYER_REGISTRY_SIZE?.trim()
  if (!raw) return 0
  const size = Number(raw)
  if (!Number.isInteger(size) || size < 0 || size > 100_000) {
    throw new ServerConfigError(`FOYER_REGISTRY_SIZE must be a whole number from 0 to 100000, got "${raw}".`)
  }
  return size
}
