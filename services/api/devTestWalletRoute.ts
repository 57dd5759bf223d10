import { z } from 'zod'
import type { TestWallet } from '../../testing/evm/createTestWallet'
import type { ApiRoute } from './matchRoute'

const requestSchema = z.object({ method: z.string().min(1).max(100), params: z.unknown().optional() })

/**
 * Development only: `POST /dev/test-wallet` carries the demo page's wallet
 * requests to a test wallet living in this process, so the page gets a working
 * wallet while the key stays out of it. Only `npm start`'s stack mounts it; the
 * keys are anvil's public test keys and the server listens on loopback only.
 */
export function devTestWalletRoute(wallet: TestWallet): ApiRoute {
  return {
    method: 'POST',
    path: '/dev/test-wallet',
    async handle(request) {
      const payload = requestSchema.parse(await request.json())
      const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined
      return { body: await wallet.request(payload, origin ? { origin } : {}) }
    },
  }
}
