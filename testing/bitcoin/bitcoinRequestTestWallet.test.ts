/*
 * The Node side of the request-provider Bitcoin test wallet: getAddresses in the order asked with
 * address types, a BIP-322 signMessage bip322-js verifies, signPsbt's refusals (broadcast asked,
 * bad params), unknown methods, and the refusal code it is given.
 */
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { answerBitcoinRequest } from './bitcoinRequestTestWallet'
import { createBitcoinTestWallet } from './createBitcoinTestWallet'
import { bitcoinTestWalletSeed } from './setupBitcoinTestWallet'

describe('answerBitcoinRequest', () => {
  it('answers getAddresses and a BIP-322 signMessage as WBIP / sats-connect define them', async () => {
    const wallet = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('request node') })
    const { payment, ordinals } = wallet.accounts
    expect(await answerBitcoinRequest(wallet, { method: 'getAddresses', params: { purposes: ['ordinals', 'payment', 'stacks'] } })).toEqual({
      result: {
        addresses: [
          { ...ordinals, addressType: 'p2tr', walletType: 'software' },
          { ...payment, addressType: 'p2wpkh', walletType: 'software' },
        ],
      },
    })
    const signed = await answerBitcoinRequest(wallet, { method: 'signMessage', params: { address: payment.address, message: 'hello', protocol: 'BIP322' } })
    expect(signed).toMatchObject({ result: { address: payment.address, protocol: 'BIP322', messageHash: expect.stringMatching(/^[0-9a-f]{64}$/) } })
    expect(Verifier.verifySignature(payment.address, 'hello', (signed as { result: { signature: string } }).result.signature)).toBe(true)
    expect(
      await answerBitcoinRequest(wallet, { method: 'signMessage', params: { address: payment.address, message: 'hello', protocol: 'ECDSA' } }),
    ).toMatchObject({ error: { code: -32602 } })
  })

  it('refuses bad params, broadcasting, unknown methods, and answers refusals with the code it is given', async () => {
    const wallet = createBitcoinTestWallet({ seed: bitcoinTestWalletSeed('request node 2') })
    expect(await answerBitcoinRequest(wallet, { method: 'getAddresses', params: { purposes: 'payment' } })).toMatchObject({ error: { code: -32602 } })
    expect(await answerBitcoinRequest(wallet, { method: 'signPsbt', params: { psbt: 'cHNidP8=', signInputs: {}, broadcast: true } })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await answerBitcoinRequest(wallet, { method: 'sendTransfer', params: {} })).toMatchObject({ error: { code: -32601 } })
    wallet.setRejectRequests(['connect'])
    expect(await answerBitcoinRequest(wallet, { method: 'getAddresses' }, { rejectionCode: -32000 })).toEqual({
      error: { code: -32000, message: 'User rejected the request.' },
    })
    expect(await answerBitcoinRequest(wallet, { method: 'getAddresses' })).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
    expect(wallet.connected).toBe(false)
  })
})
