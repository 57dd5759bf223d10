import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { NamespaceRequestError } from '../../../src/errors/namespaceRequestErrors'
import { createEsploraClient } from './bitcoinEsplora'
import { BitcoinFundsError } from '../../../src/errors/namespaceWalletErrors'
import { buildBitcoinSend, isBitcoinAddress, maxBitcoinSend, pickFeeRate } from './bitcoinPsbt'

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

describe('maxBitcoinSend', () => {
  // A regtest P2WPKH payer (BIP173's test key) and coins of its own; no key is needed to size them.
  const payer = { address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', publicKey: undefined }
  const coin = (value: bigint, index: number) => ({ txid: `${index}`.repeat(64).slice(0, 64), vout: 0, value, status: { confirmed: true } })

  it('sweeps every coin to the receiver less the fee, which a send of that amount pays exactly', () => {
    const utxos = [coin(60_000n, 1), coin(25_000n, 2)]
    const max = maxBitcoinSend({ utxos, payer, to: payer.address, feeRate: 10, kind: 'regtest' })
    // Two P2WPKH inputs and one P2WPKH output: 178 vB at 10 sat/vB.
    expect(max).toBe(85_000n - 1_780n)
    const plan = buildBitcoinSend({ utxos, payer, to: payer.address, amount: max, feeRate: 10, kind: 'regtest' })
    expect(plan).toMatchObject({ fee: 1_780n, feeRate: 10, vsize: 178, change: 0n, signingIndexes: [0, 1] })
    expect(() => buildBitcoinSend({ utxos, payer, to: payer.address, amount: max + 1n, feeRate: 10, kind: 'regtest' })).toThrow(BitcoinFundsError)
  })

  it('is 0 without coins, or when the fee would take all but dust', () => {
    expect(maxBitcoinSend({ utxos: [], payer, to: payer.address, feeRate: 10, kind: 'regtest' })).toBe(0n)
    expect(maxBitcoinSend({ utxos: [coin(1_500n, 3)], payer, to: payer.address, feeRate: 10, kind: 'regtest' })).toBe(0n)
  })
})

describe('createEsploraClient', () => {
  it('refuses answers of an unexpected shape and reports unreachable servers', async () => {
    // A server that answers an address lookup with numbers as strings, as a wrong API would.
    const server = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"chain_stats":{"funded_txo_sum":"1"}}'),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const error = await createEsploraClient({ baseUrl: `http://127.0.0.1:${port}/` })
        .getBalance('bc1q')
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(NamespaceRequestError)
      expect((error as Error).message).toContain('unexpected shape')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    const unreachable = await createEsploraClient({ baseUrl: `http://127.0.0.1:${port}` })
      .getUtxos('bc1q')
      .catch((e: unknown) => e)
    expect(unreachable).toMatchObject({ name: 'NamespaceRequestError', status: 0 })
  })
})
