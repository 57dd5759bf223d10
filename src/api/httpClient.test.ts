import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { requestJson, type HttpFailure } from './httpClient'

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

describe('requestJson with a schema that loads beside the request', () => {
  const url = new URL('http://api.invalid/v1/x?projectId=secret')
  const toError = (failure: HttpFailure) => Object.assign(new Error(failure.stage), { failure })
  const failureOf = (run: Promise<unknown>) =>
    run.then(
      () => undefined,
      (error: { failure: HttpFailure }) => error.failure,
    )

  it('parses with the schema once both the answer and the schema are there', async () => {
    let loadSchema = (_: z.ZodType<{ ok: true }>) => {}
    const schema = new Promise<z.ZodType<{ ok: true }>>((resolve) => (loadSchema = resolve))
    let answered = false
    const result = requestJson({
      url,
      schema,
      toError,
      fetch: async () => {
        answered = true
        return Response.json({ ok: true })
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    // The request went out before the schema's code arrived.
    expect(answered).toBe(true)
    loadSchema(z.object({ ok: z.literal(true) }))
    await expect(result).resolves.toEqual({ ok: true })
  })

  it('reports a schema that fails to load as a request failure, with the URL masked', async () => {
    const failure = await failureOf(
      requestJson({
        url,
        schema: Promise.reject(new TypeError(`Failed to fetch dynamically imported module ${url.href}`)),
        toError,
        fetch: async () => Response.json({ ok: true }),
      }),
    )
    expect(failure).toMatchObject({ stage: 'request', url: 'http://api.invalid/v1/x?projectId=***' })
    expect(String((failure?.cause as Error | undefined)?.message)).not.toContain('secret')
  })

  it('leaves no unhandled rejection when the request fails before the schema load does', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      let failLoad = (_: Error) => {}
      const schema = new Promise<z.ZodType<{ ok: true }>>((_, reject) => (failLoad = reject))
      const failure = await failureOf(requestJson({ url, schema, toError, fetch: () => Promise.reject(new TypeError('fetch failed')) }))
      expect(failure?.stage).toBe('request')
      failLoad(new Error('chunk failed'))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })
})
