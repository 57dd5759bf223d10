/*
 * The Node side of the Polkadot test extension and the Substrate JSON-RPC fixture: the account in
 * the generic SS58 format, the refusals a real extension gives (not allowed yet, an unknown
 * account, a payload it does not sign, the user's 'Rejected' and 'Cancelled'), a signature over the
 * wrapped bytes that is not wrapped twice, an app allowed once answered again without a prompt (the
 * grant outlives page loads) until the user revokes it, and the fixture's JSON-RPC answers.
 */
import { stringToHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, encodeAddress, sr25519Verify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { createPolkadotTestWallet } from './createPolkadotTestWallet'
import { polkadotTestWalletSeed } from '../../test/polkadot/setupPolkadotTestWallet'
import { fixtureSystemAccountKey, startSubstrateRpcFixture } from '../../test/polkadot/substrateRpcFixture'

const seed = polkadotTestWalletSeed('node')

describe('createPolkadotTestWallet', () => {
  it('answers its account after enable, in the generic SS58 format', async () => {
    const wallet = createPolkadotTestWallet({ seed, name: 'Alice' })
    expect(wallet.account.address).toBe(encodeAddress(decodeAddress(wallet.account.address), 42))
    expect(await wallet.request({ method: 'accounts' })).toEqual({ error: { message: 'The source is not allowed to interact with this extension.' } })
    expect(await wallet.request({ method: 'enable', params: { appName: 'app' } })).toEqual({ result: null })
    expect(await wallet.request({ method: 'accounts' })).toEqual({
      result: [{ address: wallet.account.address, genesisHash: null, name: 'Alice', type: 'sr25519' }],
    })
    expect(() => createPolkadotTestWallet({ seed: new Uint8Array(16) })).toThrow('An sr25519 seed has 32 bytes.')
  })

  it('remembers an allowed app: enable answers it again without a prompt, a new app is asked, revoke forgets', async () => {
    const wallet = createPolkadotTestWallet({ seed })
    expect(await wallet.request({ method: 'enable', params: { appName: 'app' } })).toEqual({ result: null })
    expect(wallet.prompts).toBe(1)
    expect(wallet.authorizedApps).toEqual(['app'])
    // A refusing user is never asked about the app allowed before.
    wallet.setRejectRequests(['enable'])
    expect(await wallet.request({ method: 'enable', params: { appName: 'app' } })).toEqual({ result: null })
    expect(wallet.prompts).toBe(1)
    expect(await wallet.request({ method: 'enable', params: { appName: 'other' } })).toEqual({ error: { message: 'Rejected' } })
    expect(wallet.prompts).toBe(2)
    expect(wallet.authorizedApps).toEqual(['app'])
    wallet.revoke()
    expect(wallet.connected).toBe(false)
    expect(await wallet.request({ method: 'enable', params: { appName: 'app' } })).toEqual({ error: { message: 'Rejected' } })
    expect(await wallet.request({ method: 'accounts' })).toEqual({ error: { message: 'The source is not allowed to interact with this extension.' } })
  })

  it('signs bytes wrapped once, for the account under any prefix, and refuses what an extension refuses', async () => {
    const wallet = createPolkadotTestWallet({ seed, rejectRequests: true })
    expect(await wallet.request({ method: 'enable', params: { appName: 'app' } })).toEqual({ error: { message: 'Rejected' } })
    wallet.setRejectRequests(['signRaw'])
    await wallet.request({ method: 'enable', params: { appName: 'app' } })
    const onPolkadot = encodeAddress(decodeAddress(wallet.account.address), 0)
    const data = stringToHex('<Bytes>hello</Bytes>')
    expect(await wallet.request({ method: 'signRaw', params: { address: onPolkadot, data, type: 'bytes' } })).toEqual({ error: { message: 'Cancelled' } })
    wallet.setRejectRequests(false)
    const answer = (await wallet.request({ method: 'signRaw', params: { address: onPolkadot, data, type: 'bytes' } })) as {
      result: { id: number; signature: `0x${string}` }
    }
    // Already wrapped: signed as is, not wrapped again.
    expect(sr25519Verify(u8aWrapBytes(stringToU8a('hello')), answer.result.signature, decodeAddress(onPolkadot))).toBe(true)
    expect(answer.result.id).toBe(1)
    const stranger = encodeAddress(new Uint8Array(32).fill(3), 42)
    expect(await wallet.request({ method: 'signRaw', params: { address: stranger, data, type: 'bytes' } })).toEqual({
      error: { message: `Unable to find account ${stranger}.` },
    })
    expect(await wallet.request({ method: 'signRaw', params: { address: wallet.account.address, data, type: 'payload' } })).toEqual({
      error: { message: 'Unsupported raw payload type payload.' },
    })
  })
})

describe('startSubstrateRpcFixture', () => {
  it('answers state_getStorage with the SCALE AccountInfo of funded accounts, null otherwise, and -32601 for other methods', async () => {
    const node = await startSubstrateRpcFixture()
    try {
      const accountId = new Uint8Array(32).fill(5)
      node.setFreeBalance(accountId, 10n ** 20n)
      const call = async (method: string, params: unknown[]) =>
        (
          await fetch(node.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
          })
        ).json()
      const key = fixtureSystemAccountKey(accountId)
      // Alice's well-known System.Account key on every Substrate chain.
      expect(fixtureSystemAccountKey(decodeAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'))).toBe(
        '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9de1e86a9a8c739864cf3cc5ec2bea59fd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
      )
      const funded = (await call('state_getStorage', [key])) as { id: number; result: string }
      expect(funded.id).toBe(7)
      // nonce 3, consumers 0, providers 1, sufficients 0, then free (u128, little endian).
      expect(funded.result.slice(0, 34)).toBe(`0x${'03000000'}${'00000000'}${'01000000'}${'00000000'}`)
      expect(funded.result.slice(34, 66)).toBe(u8aToHex(new Uint8Array([0x00, 0x00, 0x10, 0x63, 0x2d, 0x5e, 0xc7, 0x6b, 0x05, 0, 0, 0, 0, 0, 0, 0])).slice(2))
      expect(await call('state_getStorage', [fixtureSystemAccountKey(new Uint8Array(32))])).toEqual({ jsonrpc: '2.0', id: 7, result: null })
      expect(await call('system_chain', [])).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } })
      expect(node.calls).toEqual(['state_getStorage', 'state_getStorage', 'system_chain'])
    } finally {
      await node.stop()
    }
  })
})
