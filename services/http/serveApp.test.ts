import { connect } from 'node:net'
import type { Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiServer } from '../api/createApiServer'
import type { RunningServer } from '../api/listenHttp'
import { captureLogger, LOG_LEVEL } from '../../test/services/captureLogger'
import { resolveLimits } from './serveApp'

/*
 * The limits of node's server under Foyer's services, with small values and raw sockets: a slow client
 * is cut off, idle keep-alive connections close, and connections past the cap are closed on arrival.
 */
const servers: RunningServer[] = []
const sockets: Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function start(options: Parameters<typeof createApiServer>[0]): Promise<RunningServer> {
  const server = await createApiServer(options).listen(0)
  servers.push(server)
  return server
}

/** A connected raw socket that collects what the server sends and notes when it closes. */
async function open(server: RunningServer): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1')
  sockets.push(socket)
  let text = ''
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
  socket.on('error', () => {})
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return { socket, received: () => text, closed }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('server limits', () => {
  it('cuts off a client that sends its headers byte by byte past the header timeout', async () => {
    const server = await start({ chains: [], logger: captureLogger().logger, headersTimeoutMs: 300, requestTimeoutMs: 600 })
    const client = await open(server)
    // 120 bytes at one every 40 ms would take ~5 s; the server must close long before they are all sent.
    const request = `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(80)}\r\n\r\n`
    let sent = 0
    let isClosed = false
    void client.closed.then(() => (isClosed = true))
    while (!isClosed && sent < request.length) {
      client.socket.write(request[sent] ?? '')
      sent += 1
      await sleep(40)
    }
    expect(isClosed).toBe(true)
    expect(sent).toBeLessThan(request.length)
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 (200|503)/)
  })

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const server = await start({ chains: [], logger: captureLogger().logger, keepAliveTimeoutMs: 200 })
    const client = await open(server)
    client.socket.write('GET /v1/supported-chains HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    let isClosed = false
    void client.closed.then(() => (isClosed = true))
    // Node's default keeps it 5 s; the test gives up waiting well before that.
    for (let waited = 0; !isClosed && waited < 2_500; waited += 50) await sleep(50)
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /)
    expect(client.received()).toMatch(/keep-alive/i)
    expect(isClosed).toBe(true)
  })

  it('closes connections past the cap as they arrive, logs it, and serves again once one closes', async () => {
    const { logger, lines } = captureLogger()
    const server = await start({ chains: [], logger, maxConnections: 2 })
    const first = await open(server)
    await open(server)
    const third = await open(server)
    third.socket.write('GET /v1/supported-chains HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    await third.closed
    expect(third.received()).toBe('')
    expect(lines.filter((line) => line.level === LOG_LEVEL.warn)).toEqual([
      expect.objectContaining({ msg: 'connection cap reached: closing new connections', maxConnections: 2 }),
    ])
    first.socket.destroy()
    await first.closed
    await sleep(50)
    const fourth = await open(server)
    fourth.socket.write('GET /v1/supported-chains HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    await fourth.closed
    expect(fourth.received()).toMatch(/^HTTP\/1\.1 200 /)
  })

  it('has documented defaults and refuses nonsense', () => {
    expect(resolveLimits({})).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1_000,
      maxConnectionsPerClient: 100,
      ownsProcess: false,
    })
    // Behind a proxy every connection comes from it: only the process's cap applies.
    expect(resolveLimits({ trustProxy: 1 }).maxConnectionsPerClient).toBeUndefined()
    expect(() => resolveLimits({ maxConnectionsPerClient: 0 })).toThrow('Invalid maxConnectionsPerClient')
    expect(() => resolveLimits({ maxConnections: 0 })).toThrow('Invalid maxConnections')
    expect(() => resolveLimits({ headersTimeoutMs: 1.5 })).toThrow('Invalid headersTimeoutMs')
    expect(() => resolveLimits({ headersTimeoutMs: 5_000, requestTimeoutMs: 1_000 })).toThrow(/requestTimeoutMs/)
    expect(() => createApiServer({ chains: [], keepAliveTimeoutMs: -1 })).toThrow('Invalid keepAliveTimeoutMs')
  })
})
