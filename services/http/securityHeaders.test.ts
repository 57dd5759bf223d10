import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { NodeEnv } from './NodeEnv'
import { securityHeaders } from './securityHeaders'

// The exact set every service sends for its choices, written out so that a change of Hono's defaults
// (a header added, dropped or changed) shows up here instead of silently in production.
function expectedHeaders(options: { crossOriginResourcePolicy: string; framable: boolean }): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'cross-origin-resource-policy': options.crossOriginResourcePolicy,
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    ...(options.framable ? {} : { 'x-frame-options': 'DENY' }),
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  }
}

const plainHttp = { incoming: { socket: {}, headers: {} } } as unknown as NodeEnv['Bindings']

describe('securityHeaders', () => {
  for (const options of [
    { crossOriginResourcePolicy: 'cross-origin', framable: false },
    { crossOriginResourcePolicy: 'same-origin', framable: true },
  ] as const) {
    it(`sends exactly the written-out set for ${JSON.stringify(options)}`, async () => {
      const app = new Hono<NodeEnv>()
      app.use(...securityHeaders({ ...options, trustProxy: 0 }))
      app.get('/', (context) => context.body(null))
      const answer = await app.request('/', {}, plainHttp)
      expect(Object.fromEntries(answer.headers)).toEqual(expectedHeaders(options))
    })
  }

  it("keeps a handler's own headers", async () => {
    const app = new Hono<NodeEnv>()
    app.use(...securityHeaders({ crossOriginResourcePolicy: 'cross-origin', framable: false, trustProxy: 0 }))
    app.get('/', (context) => context.body('x', 200, { 'referrer-policy': 'same-origin', 'cache-control': 'max-age=60' }))
    const answer = await app.request('/', {}, plainHttp)
    expect(answer.headers.get('referrer-policy')).toBe('same-origin')
    expect(answer.headers.get('cache-control')).toBe('max-age=60')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
