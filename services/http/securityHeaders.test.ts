import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { describe, expect, it } from 'vitest'
import { fixedSecurityHeaders } from './securityHeaders'

// The list is written out (so answers can carry it from the start); it must stay the set Hono's own
// middleware sends for the same choices, so nothing is dropped by writing it out.
describe('fixedSecurityHeaders', () => {
  for (const options of [
    { crossOriginResourcePolicy: 'cross-origin', framable: false },
    { crossOriginResourcePolicy: 'same-origin', framable: true },
  ] as const) {
    it(`equals Hono's secureHeaders for ${JSON.stringify(options)}`, async () => {
      const app = new Hono()
      app.use(
        secureHeaders({
          crossOriginResourcePolicy: options.crossOriginResourcePolicy,
          crossOriginOpenerPolicy: false,
          strictTransportSecurity: false,
          xFrameOptions: options.framable ? false : 'DENY',
        }),
      )
      app.get('/', (context) => context.body(null))
      const answer = await app.request('/')
      expect(fixedSecurityHeaders(options)).toEqual(Object.fromEntries(answer.headers))
    })
  }
})
