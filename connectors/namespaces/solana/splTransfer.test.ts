import { Keypair, type PublicKey, SystemProgram, type Connection } from '@solana/web3.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { associatedTokenAccount, associatedTokenProgramId, splTransferInstructions, tokenProgramId } from './splTransfer'

const owner = Keypair.generate().publicKey
const to = Keypair.generate().publicKey
const mint = Keypair.generate().publicKey

/** Just the two reads the instructions need: the mint's decimals and whether the receiver's token account exists. */
function connection({ receiverHasAccount, decimals = 6 }: { receiverHasAccount: boolean; decimals?: number | null }) {
  return {
    getParsedAccountInfo: async () => ({ value: decimals === null ? null : { data: { parsed: { info: { decimals } } } } }),
    getAccountInfo: async (address: PublicKey) =>
      receiverHasAccount && address.equals(associatedTokenAccount(to, mint)) ? { data: new Uint8Array(165) } : null,
  } as unknown as Connection
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('splTransferInstructions', () => {
  it('creates the receiver’s associated token account first when it has none, then TransferChecked, without a global Buffer (as in a page)', async () => {
    vi.stubGlobal('Buffer', undefined)
    const [create, transfer, ...rest] = await splTransferInstructions(connection({ receiverHasAccount: false }), { owner, to, mint, amount: 1_500_000n })
    expect(rest).toEqual([])
    expect(create?.programId.equals(associatedTokenProgramId)).toBe(true)
    expect([...(create?.data ?? [])]).toEqual([1])
    expect(create?.keys.map((key) => [key.pubkey.toBase58(), key.isSigner, key.isWritable])).toEqual([
      [owner.toBase58(), true, true],
      [associatedTokenAccount(to, mint).toBase58(), false, true],
      [to.toBase58(), false, false],
      [mint.toBase58(), false, false],
      [SystemProgram.programId.toBase58(), false, false],
      [tokenProgramId.toBase58(), false, false],
    ])
    expect(transfer?.programId.equals(tokenProgramId)).toBe(true)
    // 12 = TransferChecked, 1_500_000 as u64 little endian, then 6 decimals.
    expect([...(transfer?.data ?? [])]).toEqual([12, 0x60, 0xe3, 0x16, 0, 0, 0, 0, 0, 6])
    expect(transfer?.keys.map((key) => [key.pubkey.toBase58(), key.isSigner, key.isWritable])).toEqual([
      [associatedTokenAccount(owner, mint).toBase58(), false, true],
      [mint.toBase58(), false, false],
      [associatedTokenAccount(to, mint).toBase58(), false, true],
      [owner.toBase58(), true, false],
    ])
  })

  it('only transfers when the receiver’s token account exists', async () => {
    const instructions = await splTransferInstructions(connection({ receiverHasAccount: true, decimals: 9 }), { owner, to, mint, amount: 2n ** 64n - 1n })
    expect(instructions).toHaveLength(1)
    expect([...(instructions[0]?.data ?? [])]).toEqual([12, 255, 255, 255, 255, 255, 255, 255, 255, 9])
  })

  it('refuses an address that is not a mint', async () => {
    await expect(splTransferInstructions(connection({ receiverHasAccount: false, decimals: null }), { owner, to, mint, amount: 1n })).rejects.toThrow(
      'is not an SPL token mint',
    )
  })
})
