/*
 * The Node side of the Bitcoin test wallet: accounts per chain, purposes answered in the order
 * asked, and the refusals a real wallet gives (not connected, unknown account, an input that is
 * not the account's, the user's 4001), and the silent connect a restore uses. Signing itself is checked by the adapter and fixture tests.
 */
import { base64 } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import type { BitcoinTestWalletRequest } from './bitcoinTestWalletTypes'
import { createBitcoinTestWallet } from './createBitcoinTestWallet'
import { bitcoinTestWalletSeed } from './setupBitcoinTestWallet'

const seed = bitcoinTestWalletSeed('node')

describe('createBitcoinTestWallet', () => {
  it('derives mainnet, testnet and regtest accounts and answers purposes in the order asked', async () => {
    expect(createBitcoinTestWallet({ seed, network: 'mainnet' }).accounts.payment).toMatchObject({
      address: expect.stringMatching(/^bc1q/),
      derivationPath: "m/84'/0'/0'/0/0",
    })
    expect(createBitcoinTestWallet({ seed, network: 'testnet' }).accounts.ordinals).toMatchObject({
      address: expect.stringMatching(/^tb1p/),
      derivationPath: "m/86'/1'/0'/0/0",
    })
    const wallet = createBitcoinTestWallet({ seed })
    const answer = await wallet.request({ method: 'connect', params: { purposes: ['ordinals', 'payment'] } })
    expect(answer).toEqual({ result: { accounts: [wallet.accounts.ordinals, wallet.accounts.payment] } })
    expect(await wallet.request({ method: 'connect', params: { purposes: [] } })).toMatchObject({ error: { code: -32602 } })
  })

  it("refuses to sign before connecting, for unknown accounts, inputs of other scripts, and on the user's refusal", async () => {
    const wallet = createBitcoinTestWallet({ seed })
    const { payment } = wallet.accounts
    const message = base64.encode(new TextEncoder().encode('hi'))
    expect(await wallet.request({ method: 'signMessage', params: { address: payment.address, message } })).toMatchObject({ error: { code: 4100 } })
    await wallet.request({ method: 'connect', params: { purposes: ['payment'] } })
    expect(await wallet.request({ method: 'signMessage', params: { address: 'bcrt1qunknown', message } })).toMatchObject({ error: { code: 4100 } })

    const other = p2wpkh(pubECDSA(new Uint8Array(32).fill(9)))
    const tx = new Transaction()
    tx.addInput({ txid: '11'.repeat(32), index: 0, witnessUtxo: { script: other.script, amount: 5_000n } })
    tx.addOutput({ script: other.script, amount: 4_000n })
    const psbt = base64.encode(tx.toPSBT())
    const foreign = await wallet.request({
      method: 'signTransaction',
      params: { psbt, chain: 'bitcoin:regtest', inputsToSign: [{ address: payment.address, signingIndexes: [0] }] },
    })
    expect(foreign).toMatchObject({ error: { code: -32602, message: `Input 0 is not ${payment.address}'s.` } })

    wallet.setRejectRequests(true)
    expect(await wallet.request({ method: 'signMessage', params: { address: payment.address, message } })).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect(await wallet.request({ method: 'disconnect' })).toEqual({ result: null })
    expect(wallet.connected).toBe(false)
  })

  it('a silent connect answers the accounts only while the site is connected, and is never refused', async () => {
    const wallet = createBitcoinTestWallet({ seed })
    const silent: BitcoinTestWalletRequest = { method: 'connect', params: { purposes: ['payment', 'ordinals'], silent: true } }
    expect(await wallet.request(silent)).toEqual({ result: { accounts: [] } })
    expect(wallet.connected).toBe(false)
    await wallet.request({ method: 'connect', params: { purposes: ['payment'] } })
    // A user refusing every prompt sees none for a silent connect.
    wallet.setRejectRequests(true)
    expect(await wallet.request(silent)).toEqual({ result: { accounts: [wallet.accounts.payment, wallet.accounts.ordinals] } })
    wallet.setRejectRequests(false)
    await wallet.request({ method: 'disconnect' })
    expect(await wallet.request(silent)).toEqual({ result: { accounts: [] } })
  })
})
