import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createApiServer } from '../api/createApiServer'

const repository = fileURLToPath(new URL('../..', import.meta.url))

// A server that owns its process answers with the Node adapter's own Response class; everything the
// middlewares add (CORS, security headers) must still reach the client. Run in a child process,
// since that swaps the process's global Response.
const CHILD = `
import { createApiServer } from './services/api/createApiServer.ts'
const GlobalResponse = globalThis.Response
const server = await createApiServer({ chains: [{ id: 1, name: 'One', rpcUrl: 'http://127.0.0.1:9' }], ownsProcess: true }).listen(0, '127.0.0.1')
const answer = await fetch(server.url + '/v1/supported-chains', { headers: { origin: 'http://127.0.0.1:5173' } })
const missing = await fetch(server.url + '/nowhere')
console.log(JSON.stringify({
  swapped: globalThis.Response !== GlobalResponse,
  status: answer.status,
  headers: Object.fromEntries(answer.headers),
  body: await answer.json(),
  missing: { status: missing.status, body: await missing.json(), nosniff: missing.headers.get('x-content-type-options') },
}))
await server.close()
`

describe('ownsProcess', () => {
  it('answers with every header and the body through the lighter Response', async () => {
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], { cwd: repository }, (error, out, err) =>
        error ? reject(new Error(err || error.message)) : resolve(out),
      ),
    )
    const seen = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>
    expect(seen).toMatchObject({
      swapped: true,
      status: 200,
      headers: expect.objectContaining({
        'access-control-allow-origin': 'http://127.0.0.1:5173',
        vary: 'Origin',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
      }),
      body: expect.objectContaining({ http: ['eip155:1'] }),
      missing: { status: 404, body: { error: 'Not found' }, nosniff: 'nosniff' },
    })
  }, 60_000)

  it('leaves the global Response alone by default', async () => {
    const before = globalThis.Response
    const server = await createApiServer({ chains: [] }).listen(0, '127.0.0.1')
    try {
      expect((await fetch(`${server.url}/health`)).status).toBeLessThan(600)
      expect(globalThis.Response).toBe(before)
    } finally {
      await server.close()
    }
  })
})
