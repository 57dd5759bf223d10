import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { requestBlob, requestJson, type HttpFailure } from './httpClient'

/*
 * The generic client's verbs: GET, POST, PUT and DELETE for JSON (a 204 answer has no body to
 * parse), and GET of a blob with the content types it accepts.
 */
type Sent = { method: string; body: unknown; accept: string | null; contentType: string | null }

function recordingFetch(answer: () => Response) {
  const sent: Sent[] = []
  const fetchFn: typeof fetch = async (_input, init) => {
    const headers = new Headers(init?.headers)
    sent.push({ method: init?.method ?? 'GET', body: init?.body, accept: headers.get('accept'), contentType: headers.get('content-type') })
    return answer()
  }
  return { sent, fetchFn }
}

const url = new URL('http://api.invalid/v1/thing')
const toError = (failure: HttpFailure) => Object.assign(new Error(failure.stage), { failure })

describe('the HTTP client', () => {
  it('sends GET, POST, PUT and DELETE; a body as JSON; a 204 answer parses as nothing', async () => {
    const json = recordingFetch(() => Response.json({ ok: true }))
    const schema = z.object({ ok: z.literal(true) })
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      expect(await requestJson({ url, method, body: method === 'GET' ? undefined : { a: 1 }, schema, toError, fetch: json.fetchFn })).toEqual({ ok: true })
    }
    expect(json.sent).toEqual([
      { method: 'GET', body: undefined, accept: 'application/json', contentType: null },
      { method: 'POST', body: '{"a":1}', accept: 'application/json', contentType: 'application/json' },
      { method: 'PUT', body: '{"a":1}', accept: 'application/json', contentType: 'application/json' },
    ])
    const empty = recordingFetch(() => new Response(null, { status: 204 }))
    expect(await requestJson({ url, method: 'DELETE', schema: z.undefined(), toError, fetch: empty.fetchFn })).toBeUndefined()
    expect(empty.sent[0]?.method).toBe('DELETE')
  })

  it('gets a blob of an accepted type, and refuses another type as a parse failure', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>'
    const image = recordingFetch(() => new Response(svg, { headers: { 'content-type': 'image/svg+xml' } }))
    const blob = await requestBlob({ url, accept: 'image/*', toError, fetch: image.fetchFn })
    expect([blob.type, await blob.text()]).toEqual(['image/svg+xml', svg])
    expect(image.sent).toEqual([{ method: 'GET', body: undefined, accept: 'image/*', contentType: null }])
    const page = recordingFetch(() => new Response('<html>', { headers: { 'content-type': 'text/html' } }))
    await expect(requestBlob({ url, accept: 'image/*', toError, fetch: page.fetchFn })).rejects.toMatchObject({ failure: { stage: 'parse' } })
  })
})
