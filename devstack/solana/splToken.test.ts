import { AccountLayout, MintLayout } from '@solana/spl-token'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeMint, decodeTokenAccount, encodeMint, encodeTokenAccount, toUiTokenAmount } from './splToken'

const mint = Keypair.generate().publicKey.toBase58()
const owner = Keypair.generate().publicKey.toBase58()

describe('splToken layouts', () => {
  it('writes what @solana/spl-token reads, and reads it back', () => {
    const account = encodeTokenAccount({ mint, owner, amount: 123_456_789n })
    const raw = AccountLayout.decode(account)
    expect([raw.mint.toBase58(), raw.owner.toBase58(), raw.amount, raw.state]).toEqual([mint, owner, 123_456_789n, 1])
    expect(decodeTokenAccount(account)).toMatchObject({ mint, owner, amount: 123_456_789n, state: 'initialized', delegate: null, isNative: false })
    const mintData = encodeMint({ mintAuthority: owner, supply: 10n ** 12n, decimals: 6 })
    const rawMint = MintLayout.decode(mintData)
    expect([rawMint.mintAuthority.toBase58(), rawMint.supply, rawMint.decimals, rawMint.isInitialized, rawMint.freezeAuthorityOption]).toEqual([
      owner,
      10n ** 12n,
      6,
      true,
      0,
    ])
    expect(decodeMint(mintData)).toEqual({ mintAuthority: owner, supply: 10n ** 12n, decimals: 6, isInitialized: true, freezeAuthority: null })
  })

  it('reads nothing from data of another size', () => {
    expect(decodeMint(new Uint8Array(165))).toBeNull()
    expect(decodeTokenAccount(new Uint8Array(82))).toBeNull()
  })

  it('shows amounts without trailing zeros', () => {
    expect(toUiTokenAmount(1_500_000n, 6)).toEqual({ amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' })
    expect(toUiTokenAmount(1n, 6).uiAmountString).toBe('0.000001')
    expect(toUiTokenAmount(0n, 6).uiAmountString).toBe('0')
    expect(toUiTokenAmount(42n, 0).uiAmountString).toBe('42')
  })
})
