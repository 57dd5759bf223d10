import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { TestWallet } from '../../testing/evm/createTestWallet'
import type { ApiDomain, ApiEnv } from '../../services/api/apiDomain'
import { invalidInput, jsonBody } from '../../services/api/jsonBody'

const requestSchema = z.object({ method: z.string().min(1).max(100), params: z.unknown().optional() })

/**
 * Development only: `POST /dev/test-wallet` carries the demo page's wallet
 * requests to a test wallet living in this process, so the page gets a working
 * wallet while the key stays out of it. Only `npm start`'s stack mounts it; the
 * keys are anvil's public test keys and the server listens on loopback only.
 *
 * @example
 * createApiServer({ chains, domains: [devTestWalletRoute(createTestWallet({ chains }))] })
 */
export function devTestWalletRoute(wallet: TestWallet): ApiDomain {
  const app = new Hono<ApiEnv>().post('/dev/test-wallet', jsonBody, zValidator('json', requestSchema, invalidInput), async (c) => {
    const origin = c.req.header('origin')
    return c.json((await wallet.request(c.req.valid('json'), origin ? { origin } : {})) as never)
  })
  return { app }
}
