import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { PortInUseError, assertPortsFree, resolvePorts } from './ports'

describe('resolvePorts', () => {
  it('takes options over environment variables over defaults', () => {
    expect(resolvePorts({ api: 9000 }, { FOYER_API_PORT: '9100', FOYER_FRAME_PORT: '9200', FOYER_DEMO_PORT: ' ' })).toEqual({
      chain: 8545,
      chain2: 8546,
      api: 9000,
      frame: 9200,
      demo: 5173,
      relay: 8789,
      solana: 8899,
    })
  })

  it.each(['abc', '0', '70000', '80.5'])('names the variable when it is not a port (%s)', (value) => {
    expect(() => resolvePorts({}, { FOYER_CHAIN_PORT: value })).toThrow(`FOYER_CHAIN_PORT must be a port number (1-65535), got "${value}".`)
  })

  it('refuses two services on one port', () => {
    expect(() => resolvePorts({ frame: 8787 }, {})).toThrow('Port 8787 is set for both api and frame; give each its own.')
  })
})

describe('assertPortsFree', () => {
  it('names the taken port, what it is for and the variable to change', async () => {
    const blocker = await listenOnFreePort()
    const taken = (blocker.address() as AddressInfo).port
    const released = await listenOnFreePort()
    const free = (released.address() as AddressInfo).port
    released.close()
    try {
      const ports = resolvePorts({ chain: free, chain2: taken }, {})
      const error = await assertPortsFree(ports, ['chain', 'chain2']).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PortInUseError)
      expect((error as Error).message).toBe(`Port ${taken} (anvil chain 31338) is already in use. Stop what is using it or set FOYER_CHAIN2_PORT.`)
      await expect(assertPortsFree(ports, ['chain'])).resolves.toBeUndefined()
    } finally {
      blocker.close()
    }
  })
})

async function listenOnFreePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}
