/*
 * The Node side of the Cosmos test wallet and the LCD fixture: the key Keplr derives
 * (m/44'/118'/0'/0/0) written per chain, the errors Keplr gives (a chain it has no info for, the
 * user's 'Request rejected', a signer that is not the key's), an ADR-036 signature checked against
 * @keplr-wallet/cosmos's own sign doc, permissions withdrawn by disable, and the fixture's pages.
 */
import { makeADR36AminoSignDoc, serializeSignDoc } from '@keplr-wallet/cosmos'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { startCosmosLcdFixture } from '../../test/cosmos/cosmosLcdFixture'
import { adr36SignDoc, createCosmosTestWallet } from './createCosmosTestWallet'
import { cosmosTestWalletSeed } from '../../test/cosmos/setupCosmosTestWallet'

const seed = cosmosTestWalletSeed('node')
const chains = [
  { chainId: 'foyer-local-1', bech32Prefix: 'cosmos' },
  { chainId: 'osmosis-1', bech32Prefix: 'osmo' },
]

describe('createCosmosTestWallet', () => {
  it('knows its chains, asks for each once, and forgets them on disable', async () => {
    const wallet = createCosmosTestWallet({ seed, chains, rejectRequests: ['enable'] })
    expect(await wallet.request({ method: 'enable', params: { chainIds: ['cosmoshub-4'] } })).toEqual({
      error: { message: 'There is no chain info for cosmoshub-4' },
    })
    expect(await wallet.request({ method: 'getKey', params: { chainId: 'osmosis-1' } })).toEqual({ error: { message: 'Request rejected' } })
    expect(wallet.prompts).toBe(1)
    wallet.setRejectRequests(false)
    expect(await wallet.request({ method: 'enable', params: { chainIds: ['foyer-local-1', 'osmosis-1'] } })).toEqual({ result: null })
    expect(wallet.prompts).toBe(2)
    // Allowed chains are not asked again, so a refusal setting does not matter for them.
    wallet.setRejectRequests(true)
    const { result } = (await wallet.request({ method: 'getKey', params: { chainId: 'osmosis-1' } })) as {
      result: { bech32Address: string; pubKey: string; algo: string }
    }
    expect(result).toMatchObject({ algo: 'secp256k1', bech32Address: wallet.keyOn('osmosis-1').bech32Address, pubKey: wallet.keyOn('foyer-local-1').pubKey })
    expect(result.bech32Address).toMatch(/^osmo1/)
    expect(hex.decode(result.pubKey)).toHaveLength(33)
    expect(await wallet.request({ method: 'enable', params: { chainIds: ['osmosis-1'] } })).toEqual({ result: null })
    expect(wallet.prompts).toBe(2)
    await wallet.request({ method: 'disable', params: { chainIds: ['osmosis-1'] } })
    expect(wallet.enabled).toEqual(['foyer-local-1'])
    await wallet.request({ method: 'disable', params: {} })
    expect(wallet.enabled).toEqual([])
  })

  it('signs the ADR-036 sign doc Keplr signs, for its own address only', async () => {
    const wallet = createCosmosTestWallet({ seed })
    const { bech32Address, pubKey } = wallet.keyOn('foyer-local-1')
    const data = base64.encode(new TextEncoder().encode('hello <cosmos> & co'))
    const other = createCosmosTestWallet({ seed: cosmosTestWalletSeed('other') }).keyOn('foyer-local-1').bech32Address
    expect(await wallet.request({ method: 'signArbitrary', params: { chainId: 'foyer-local-1', signer: other, data } })).toEqual({
      error: { message: 'Signer mismatched' },
    })
    const answer = (await wallet.request({ method: 'signArbitrary', params: { chainId: 'foyer-local-1', signer: bech32Address, data } })) as {
      result: { pub_key: { type: string; value: string }; signature: string }
    }
    expect(answer.result.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: base64.encode(hex.decode(pubKey)) })
    // The sign doc and its bytes are Keplr's own, escapes included.
    const keplrDoc = makeADR36AminoSignDoc(bech32Address, new TextEncoder().encode('hello <cosmos> & co'))
    expect(adr36SignDoc(bech32Address, data)).toEqual(keplrDoc)
    const digest = sha256(serializeSignDoc(keplrDoc))
    expect(secp256k1.verify(base64.decode(answer.result.signature), digest, hex.decode(pubKey))).toBe(true)

    wallet.setRejectRequests(['signArbitrary'])
    expect(await wallet.request({ method: 'signArbitrary', params: { chainId: 'foyer-local-1', signer: bech32Address, data } })).toEqual({
      error: { message: 'Request rejected' },
    })
    wallet.switchAccount(cosmosTestWalletSeed('other'))
    expect(wallet.keyOn('foyer-local-1').bech32Address).toBe(other)
  })
})

describe('startCosmosLcdFixture', () => {
  it('answers balances sorted by denom, page by page, and refuses an address that is not bech32', async () => {
    const lcd = await startCosmosLcdFixture({ pageSize: 1 })
    try {
      const address = createCosmosTestWallet({ seed }).keyOn('foyer-local-1').bech32Address
      lcd.setBalance(address, 'uosmo', 2n)
      lcd.setBalance(address, 'uatom', 1n)
      const get = async (query = '') => (await fetch(`${lcd.url}/cosmos/bank/v1beta1/balances/${address}${query}`)).json()
      const first = (await get()) as { balances: unknown[]; pagination: { next_key: string; total: string } }
      expect(first).toEqual({ balances: [{ denom: 'uatom', amount: '1' }], pagination: { next_key: expect.any(String), total: '2' } })
      expect(await get(`?pagination.key=${encodeURIComponent(first.pagination.next_key)}`)).toEqual({
        balances: [{ denom: 'uosmo', amount: '2' }],
        pagination: { next_key: null, total: '0' },
      })
      const bad = await fetch(`${lcd.url}/cosmos/bank/v1beta1/balances/nope`)
      expect(bad.status).toBe(400)
      expect(await bad.json()).toMatchObject({ code: 3, message: expect.stringContaining('invalid address') })
      expect((await fetch(`${lcd.url}/cosmos/auth/v1beta1/accounts/${address}`)).status).toBe(501)
    } finally {
      await lcd.stop()
    }
  })
})
