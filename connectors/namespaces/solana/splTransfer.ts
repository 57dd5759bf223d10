import { PublicKey, SystemProgram, TransactionInstruction, type Connection } from '@solana/web3.js'
import { NamespaceTokenError } from '../../../src/errors/namespaceWalletErrors'

/*
 * Instruction data is built as plain bytes: pages have no global `Buffer` (web3.js carries its own
 * copy inside), and web3.js reads instruction data only as bytes when it serialises a transaction.
 */
const instructionData = (bytes: Uint8Array) => bytes as unknown as TransactionInstruction['data']

/** The classic SPL Token program. */
export const tokenProgramId = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
/** The Associated Token Account program. */
export const associatedTokenProgramId = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/**
 * The associated token account of `owner` for `mint`: where wallets keep an owner's tokens.
 *
 * @example
 * associatedTokenAccount(owner, usdcMint).toBase58()
 */
export function associatedTokenAccount(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBytes(), tokenProgramId.toBytes(), mint.toBytes()], associatedTokenProgramId)[0]
}

/**
 * The instructions of an SPL transfer from `owner`'s token account to `to`'s: the receiver's
 * associated token account is created first when it does not exist (the sender pays its rent),
 * then `TransferChecked` moves `amount` base units, checked against the mint's `decimals`.
 *
 * @example
 * const instructions = await splTransferInstructions(connection, { owner, to, mint, amount: 1_500_000n })
 */
export async function splTransferInstructions(
  connection: Connection,
  { owner, to, mint, amount }: { owner: PublicKey; to: PublicKey; mint: PublicKey; amount: bigint },
): Promise<TransactionInstruction[]> {
  const mintInfo = await connection.getParsedAccountInfo(mint)
  const decimals = (mintInfo.value?.data as { parsed?: { info?: { decimals?: number } } } | undefined)?.parsed?.info?.decimals
  if (decimals === undefined) throw new NamespaceTokenError(`${mint.toBase58()} is not an SPL token mint.`, { token: mint.toBase58() })
  const source = associatedTokenAccount(owner, mint)
  const destination = associatedTokenAccount(to, mint)
  const instructions: TransactionInstruction[] = []
  if (!(await connection.getAccountInfo(destination))) {
    // CreateIdempotent (1): harmless if another transaction created the account meanwhile.
    instructions.push(
      new TransactionInstruction({
        programId: associatedTokenProgramId,
        keys: [
          { pubkey: owner, isSigner: true, isWritable: true },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: to, isSigner: false, isWritable: false },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
          { pubkey: tokenProgramId, isSigner: false, isWritable: false },
        ],
        data: instructionData(Uint8Array.of(1)),
      }),
    )
  }
  // TransferChecked (12): amount as u64 little endian, then the mint's decimals.
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, 12)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  instructions.push(
    new TransactionInstruction({
      programId: tokenProgramId,
      keys: [
        { pubkey: source, isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: true, isWritable: false },
      ],
      data: instructionData(data),
    }),
  )
  return instructions
}
