/*
 * The Node side of the Sui test wallet: its address and signatures are checked with Mysten's own
 * SDK (@mysten/sui), not with the code that made them: the address is the one Ed25519Keypair
 * derives from the same secret key, and a personal-message signature passes
 * verifyPersonalMessageSignature for that address (and fails for another message). Refusals: not
 * connected, unknown account, the user's 4001; a silent connect before approval grants nothing.
 */
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { describe, expect, it } from 'vitest'
import { createSuiTestWallet, suiAddressOf } from './createSuiTestWallet'
import { suiTestWalletSecretKey } from '../../test/sui/setupSuiTestWallet'

const secretKey = suiTestWalletSecretKey('node')
const message = (text: string) => Buffer.from(text).toString('base64')

describe('createSuiTestWallet', () => {
  it("derives the address Mysten's SDK derives and signs personal messages it verifies", async () => {
    const wallet = createSuiTestWallet({ secretKey })
    const keypair = Ed25519Keypair.fromSecretKey(secretKey)
    expect(wallet.account.address).toBe(keypair.toSuiAddress())
    expect(wallet.account.address).toMatch(/^0x[0-9a-f]{64}$/)
    expect(suiAddressOf(keypair.getPublicKey().toRawBytes())).toBe(wallet.account.address)

    expect(await wallet.request({ method: 'connect', params: { silent: false } })).toEqual({ result: { accounts: [wallet.account] } })
    const signed = await wallet.request({ method: 'signPersonalMessage', params: { address: wallet.account.address, message: message('hello sui') } })
    const { bytes, signature } = (signed as { result: { bytes: string; signature: string } }).result
    expect(bytes).toBe(message('hello sui'))
    const publicKey = await verifyPersonalMessageSignature(new TextEncoder().encode('hello sui'), signature, { address: wallet.account.address })
    expect(publicKey.toSuiAddress()).toBe(wallet.account.address)
    // Mysten's own signer produces the same signature (Ed25519 is deterministic).
    expect((await keypair.signPersonalMessage(new TextEncoder().encode('hello sui'))).signature).toBe(signature)
    await expect(verifyPersonalMessageSignature(new TextEncoder().encode('hello sui!'), signature, { address: wallet.account.address })).rejects.toThrow()
  })

  it("refuses before connecting, for an unknown account and on the user's refusal; a silent connect needs approval first", async () => {
    const wallet = createSuiTestWallet({ secretKey })
    const params = { address: wallet.account.address, message: message('x') }
    expect(await wallet.request({ method: 'connect', params: { silent: true } })).toEqual({ result: { accounts: [] } })
    expect(await wallet.request({ method: 'signPersonalMessage', params })).toMatchObject({ error: { code: 4100 } })
    wallet.setRejectRequests(['connect'])
    expect(await wallet.request({ method: 'connect', params: { silent: false } })).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
    wallet.setRejectRequests(false)
    await wallet.request({ method: 'connect', params: { silent: false } })
    expect(await wallet.request({ method: 'signPersonalMessage', params: { ...params, address: `0x${'11'.repeat(32)}` } })).toMatchObject({
      error: { code: 4100 },
    })
    wallet.setRejectRequests(true)
    expect(await wallet.request({ method: 'signPersonalMessage', params })).toMatchObject({ error: { code: 4001 } })
    expect(await wallet.request({ method: 'disconnect' })).toEqual({ result: null })
    expect(wallet.connected).toBe(false)
    expect(() => createSuiTestWallet({ secretKey: new Uint8Array(31) })).toThrow('32-byte')
  })
})
