import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ListenError } from './startupErrors'

const where = { server: 'API', port: 8787, host: '127.0.0.1', key: 'FOYER_API_PORT' }

/** The error a real listen on `host:port` fails with. */
function listenError(port: number, host: string): Promise<unknown> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', resolve)
    server.listen(port, host, () => server.close(() => resolve(undefined)))
  })
}

describe('ListenError.from', () => {
  it('names the port and the key for a taken port', async () => {
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const port = (holder.address() as { port: number }).port
    try {
      const error = ListenError.from(await listenError(port, '127.0.0.1'), { ...where, port })
      expect(error).toBeInstanceOf(ListenError)
      expect((error as ListenError).message).toBe(
        `The API cannot listen: port ${port} on 127.0.0.1 is already in use: stop what listens there, or set FOYER_API_PORT to a free port`,
      )
    } finally {
      holder.close()
    }
  })

  it('names FOYER_HOST for an address this machine does not have', async () => {
    const error = ListenError.from(await listenError(0, '192.0.2.1'), { ...where, host: '192.0.2.1' })
    expect((error as ListenError).shortMessage).toBe(
      'The API cannot listen: 192.0.2.1 is not an address of this machine: set FOYER_HOST to one of its addresses (0.0.0.0 for all)',
    )
  })

  it('names the key for a privileged port, and passes any other error through', () => {
    const denied = Object.assign(new Error('listen EACCES'), { code: 'EACCES' })
    expect((ListenError.from(denied, { ...where, port: 80 }) as ListenError).shortMessage).toMatch(
      /port 80 needs privileges .*set FOYER_API_PORT to a port above 1023/,
    )
    const other = new Error('boom')
    expect(ListenError.from(other, where)).toBe(other)
  })
})
