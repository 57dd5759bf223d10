import { Hono } from 'hono'
import type { Context } from 'hono'
import { describe, expect, it } from 'vitest'
import type { NodeEnv } from '../http/NodeEnv'
import { corsHeaders } from './corsHeaders'

function appAnswering(answer: (context: Context) => Response) {
  const app = new Hono<NodeEnv>()
  app.use(corsHeaders({ allowed: (origin) => origin === 'https://app.example', methods: ['OPTIONS', 'GET', 'POST'] }))
  app.get('/thing', (context) => answer(context))
  return app
}

describe('corsHeaders', () => {
  it("adds its headers to the route's own answer instead of copying it into a new one", async () => {
    let made: Response | undefined
    // Routes answer through the context (`c.json`), which makes the answer with the headers set so far.
    const app = appAnswering((context) => (made = context.json({ ok: true })))
    const answer = await app.request('/thing', { headers: { origin: 'https://app.example' } })
    // Copied, the body would become a stream the Node adapter reads chunk by chunk.
    expect(answer).toBe(made)
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(answer.headers.get('vary')).toBe('Origin')
    expect(await answer.json()).toEqual({ ok: true })
  })

  it('names no origin but an allowed one, and always varies on Origin', async () => {
    const app = appAnswering(() => new Response('x'))
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}] as Record<string, string>[]) {
      const answer = await app.request('/thing', { headers })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
      expect(answer.headers.get('vary')).toBe('Origin')
    }
  })

  it('answers preflights on any path with grants for an allowed origin only', async () => {
    const app = appAnswering(() => new Response('x'))
    const preflight = (origin: string, path = '/thing') =>
      app.request(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })
    const allowed = await preflight('https://app.example', '/anywhere')
    expect(allowed.status).toBe(204)
    expect(Object.fromEntries(allowed.headers)).toEqual({
      'access-control-allow-origin': 'https://app.example',
      'access-control-allow-methods': 'OPTIONS,GET,POST',
      'access-control-allow-headers': 'Content-Type,Authorization',
      'access-control-max-age': '600',
      vary: 'Origin, Access-Control-Request-Headers',
    })
    const refused = await preflight('https://evil.example')
    expect(refused.status).toBe(204)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(refused.headers.get('access-control-allow-methods')).toBeNull()
  })
})
