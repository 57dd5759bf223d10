/*
 * The Node side of the Stacks test wallet, checked with the Stacks libraries rather than the code
 * that made its answers: the address decodes with c32check to the key's HASH160 under the network's
 * version, and a message signature passes @stacks/encryption's verifyMessageSignatureRsv (and
 * fails for another message or key). Refusals: signing before access, unknown methods, the
 * user's 4001 (or the configured code). Every address request and signature counts as a prompt; a
 * revoked grant (kept across page loads until then) refuses signing again.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { verifyMessageSignatureRsv } from '@stacks/encryption'
import { c32addressDecode } from 'c32check'
import { describe, expect, it } from 'vitest'
import { createStacksTestWallet } from './createStacksTestWallet'
import { stacksTestWalletSecretKey } from '../../test/stacks/setupStacksTestWallet'

const secretKey = stacksTestWalletSecretKey('node')

describe('createStacksTestWallet', () => {
  it('answers its c32 address for its network and signs messages verifyMessageSignatureRsv accepts', async () => {
    const wallet = createStacksTestWallet({ secretKey })
    const publicKey = secp256k1.getPublicKey(secretKey, true)
    expect(wallet.account.publicKey).toBe(Buffer.from(publicKey).toString('hex'))
    expect(wallet.account.address).toMatch(/^ST[0-9A-Z]{38,40}$/)
    expect(c32addressDecode(wallet.account.address)).toEqual([26, Buffer.from(ripemd160(sha256(publicKey))).toString('hex')])
    const mainnet = createStacksTestWallet({ secretKey, network: 'mainnet' })
    expect(c32addressDecode(mainnet.account.address)).toEqual([22, c32addressDecode(wallet.account.address)[1]])
    expect(mainnet.account.address).toMatch(/^SP/)

    const entry = { symbol: 'STX', address: wallet.account.address, publicKey: wallet.account.publicKey }
    expect(await wallet.request({ method: 'stx_getAddresses', params: { network: 'testnet' } })).toEqual({ result: { addresses: [entry] } })
    expect(await wallet.request({ method: 'getAddresses' })).toEqual({ result: { addresses: [entry] } })
    const signed = await wallet.request({ method: 'stx_signMessage', params: { message: 'hello stacks ✓' } })
    const { signature, publicKey: signer } = (signed as { result: { signature: string; publicKey: string } }).result
    expect(signature).toMatch(/^[0-9a-f]{128}0[01]$/)
    expect(signer).toBe(wallet.account.publicKey)
    expect(verifyMessageSignatureRsv({ message: 'hello stacks ✓', signature, publicKey: signer })).toBe(true)
    expect(verifyMessageSignatureRsv({ message: 'hello stacks', signature, publicKey: signer })).toBe(false)
    expect(
      verifyMessageSignatureRsv({
        message: 'hello stacks ✓',
        signature,
        publicKey: createStacksTestWallet({ secretKey: stacksTestWalletSecretKey('other') }).account.publicKey,
      }),
    ).toBe(false)
    // The recovery byte names the key: recovering with it gives the account's key back.
    const recovered = secp256k1.Signature.fromCompact(signature.slice(0, 128)).addRecoveryBit(Number.parseInt(signature.slice(128), 16))
    const digest = sha256(Uint8Array.from([...new TextEncoder().encode('\x17Stacks Signed Message:\n'), 16, ...new TextEncoder().encode('hello stacks ✓')]))
    expect(recovered.recoverPublicKey(digest).toHex(true)).toBe(wallet.account.publicKey)
  })

  it('refuses to sign before access, answers unknown or missing methods with -32601, and refuses with the configured code', async () => {
    const wallet = createStacksTestWallet({ secretKey, unsupportedMethods: ['stx_getAddresses'], rejectionCode: -32000 })
    expect(await wallet.request({ method: 'stx_signMessage', params: { message: 'x' } })).toMatchObject({ error: { code: -32002 } })
    expect(await wallet.request({ method: 'stx_getAddresses' })).toEqual({ error: { code: -32601, message: 'Method not found: stx_getAddresses' } })
    expect(await wallet.request({ method: 'stx_transferStx' })).toMatchObject({ error: { code: -32601 } })
    wallet.setRejectRequests(['getAddresses'])
    expect(await wallet.request({ method: 'getAddresses' })).toEqual({ error: { code: -32000, message: 'User rejected the request.' } })
    expect(wallet.connected).toBe(false)
    wallet.setRejectRequests(false)
    await wallet.request({ method: 'getAddresses' })
    expect(wallet.connected).toBe(true)
    expect(await wallet.request({ method: 'stx_signMessage', params: {} })).toMatchObject({ error: { code: -32602 } })
    // getAddresses twice and stx_signMessage twice; the missing stx_getAddresses and stx_transferStx never open a window.
    expect(wallet.prompts).toBe(4)
    wallet.revoke()
    expect(wallet.connected).toBe(false)
    expect(await wallet.request({ method: 'stx_signMessage', params: { message: 'x' } })).toMatchObject({ error: { code: -32002 } })
    wallet.setRejectRequests(true)
    expect(await wallet.request({ method: 'stx_signMessage', params: { message: 'x' } })).toMatchObject({ error: { code: -32000 } })
    expect(() => createStacksTestWallet({ secretKey: new Uint8Array(31) })).toThrow('32-byte')
    expect(() => createStacksTestWallet({ secretKey: new Uint8Array(32) })).toThrow('32-byte')
  })
})
