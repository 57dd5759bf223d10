import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiUrl, requestJson, sdkQuery, type HttpFailure } from './httpClient'

describe('apiUrl', () => {
  it('skips empty values, joins lists and ignores a trailing slash', () => {
    const url = apiUrl('http://127.0.0.1:8787/', '/v1/x', {
      a: '',
      b: undefined,
      c: null,
      d: false,
      e: [],
      f: ['x', 'y'],
      g: 0,
      h: true,
      ...sdkQuery({ projectId: 'p' }),
    })
    expect(url.href).toBe('http://127.0.0.1:8787/v1/x?f=x%2Cy&g=0&h=true&projectId=p&st=foyer&sv=0.1.0')
  })
})

describe('requestJson', () => {
  const failing = (answer: Response | Error) => {
    const failures: HttpFailure[] = []
    const run = requestJson({
      url: new URL('http://user:pw@api.invalid/v1/x?projectId=secret'),
      schema: z.object({ ok: z.literal(true) }),
      fetch: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)),
      toError: (failure) => {
        failures.push(failure)
        return new Error(failure.stage)
      },
    }).catch((error: unknown) => error)
    return run.then((error) => ({ error, failure: failures[0] }))
  }

  it('reports each failure stage with a masked URL', async () => {
    const request = await failing(new TypeError('fetch failed'))
    expect(request.failure).toMatchObject({ stage: 'request', url: 'http://api.invalid/v1/x?projectId=***' })
    const status = await failing(new Response('{"error":"nope"}', { status: 503 }))
    expect(status.failure).toMatchObject({ stage: 'status', status: 503, body: '{"error":"nope"}' })
    const notJson = await failing(new Response('<html>', { status: 200 }))
    expect(notJson.failure).toMatchObject({ stage: 'parse', status: 200 })
    const wrongShape = await failing(new Response('{"ok":false}', { status: 200 }))
    expect(wrongShape.failure?.cause).toBeInstanceOf(z.ZodError)
  })
})
