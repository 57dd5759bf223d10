import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createEsploraClient, EsploraRequestError } from './bitcoinEsplora'
import { isBitcoinAddress, pickFeeRate } from './bitcoinPsbt'

describe('pickFeeRate', () => {
  it.each([
    [{ 1: 20, 3: 10, 6: 5, 144: 1 }, 3, 10],
    [{ 1: 20, 6: 5, 144: 1 }, 3, 20],
    [{ 6: 5, 144: 1 }, 3, 1],
    [{}, 3, 1],
  ])('%o for %i blocks pays %d sat/vB', (estimates, target, rate) => {
    expect(pickFeeRate(estimates, target)).toBe(rate)
  })
})

describe('isBitcoinAddress', () => {
  it('accepts addresses of the chain kind only', () => {
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet')).toBe(true)
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'testnet')).toBe(false)
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet')).toBe(true)
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'mainnet')).toBe(false)
    expect(isBitcoinAddress('', 'regtest')).toBe(false)
  })
})

describe('createEsploraClient', () => {
  it('refuses answers of an unexpected shape and reports unreachable servers', async () => {
    // A server that answers an address lookup with numbers as strings, as a wrong API would.
    const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"chain_stats":{"funded_txo_sum":"1"}}'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const error = await createEsploraClient({ baseUrl: `http://127.0.0.1:${port}/` }).getBalance('bc1q').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(EsploraRequestError)
      expect((error as Error).message).toContain('unexpected shape')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    const unreachable = await createEsploraClient({ baseUrl: `http://127.0.0.1:${port}` }).getUtxos('bc1q').catch((e: unknown) => e)
    expect(unreachable).toMatchObject({ name: 'EsploraRequestError', status: 0 })
  })
})
