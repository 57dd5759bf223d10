import { connect } from 'node:net'
import type { Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { captureLogger, LOG_LEVEL } from '../../../test/services/captureLogger'
import { rawHttp } from '../../../test/services/rawHttp'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'

/*
 * One host holding idle connections cannot fill the server: past its own cap its new connections are
 * closed, and other hosts are served (with the defaults: 1,000 per process, 100 per client).
 */
const log = captureLogger('warn')
let api: RunningServer
const idle: Socket[] = []
beforeAll(async () => {
  api = await createApiServer({ chains: [], logger: log.logger }).listen(0, '127.0.0.1')
})
afterAll(async () => {
  for (const socket of idle) socket.destroy()
  await api?.close()
})

// Opens a connection from `localAddress` and resolves once it is open, or closed by the server.
function openIdle(localAddress: string): Promise<{ socket: Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(new URL(api.url).port), host: '127.0.0.1', localAddress })
    const closed = new Promise<void>((done) => socket.once('close', () => done()))
    socket.once('connect', () => resolve({ socket, closed }))
    socket.once('error', reject)
    idle.push(socket)
  })
}

describe('connections per client', () => {
  it("closes one host's connections past its cap and serves every other host", async () => {
    // In batches, so the listen queue never overflows (the kernel would then hold some back for seconds).
    const opened: Awaited<ReturnType<typeof openIdle>>[] = []
    for (let batch = 0; batch < 11; batch++) opened.push(...(await Promise.all(Array.from({ length: 100 }, () => openIdle('127.0.0.60')))))
    let closed = 0
    for (const connection of opened) void connection.closed.then(() => (closed += 1))
    // The server closes the ones past 100 as they arrive; the first 100 stay open.
    await vi.waitFor(() => expect({ closed, open: opened.filter(({ socket }) => !socket.destroyed).length }).toEqual({ closed: 1_000, open: 100 }), {
      timeout: 30_000,
    })
    const answers = await Promise.all(Array.from({ length: 35 }, (_, n) => rawHttp(`${api.url}/health`, { localAddress: `127.0.0.${61 + (n % 5)}` })))
    expect(answers.map((answer) => answer.status).filter((status) => status >= 500 || status === 0)).toEqual([])
    expect(answers).toHaveLength(35)
    expect(log.lines.filter((line) => line.level === LOG_LEVEL.warn)).toContainEqual(
      expect.objectContaining({
        msg: 'per-client connection cap reached: closing new connections from one client',
        client: '127.0.0.60',
        maxConnectionsPerClient: 100,
      }),
    )
  }, 60_000)
})
