import { VersionedTransaction } from '@solana/web3.js'
import { toBase58 } from '../../src/chains/base58'
import type { LedgerEntry, TokenBalance } from './ledgerEntry'
import { TOKEN_PROGRAM_ADDRESS, toUiTokenAmount } from './splToken'

/** Transaction encodings `getTransaction` answers with. */
export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

const tokenBalance = (balance: TokenBalance) => ({
  accountIndex: balance.accountIndex,
  mint: balance.mint,
  owner: balance.owner,
  programId: TOKEN_PROGRAM_ADDRESS,
  uiTokenAmount: toUiTokenAmount(balance.amount, balance.decimals),
})

function encodeMessage(entry: LedgerEntry, parsed: boolean) {
  const { message, signatures } = VersionedTransaction.deserialize(entry.wire)
  const { header } = message
  const staticCount = message.staticAccountKeys.length
  const writable = (index: number) =>
    index < header.numRequiredSignatures
      ? index < header.numRequiredSignatures - header.numReadonlySignedAccounts
      : index < staticCount
        ? index < staticCount - header.numReadonlyUnsignedAccounts
        : index < staticCount + entry.loadedAddresses.writable.length
  const instructions = message.compiledInstructions.map((instruction) =>
    parsed
      ? {
          // Not decoded per program: web3.js accepts this "partially decoded" form.
          programId: entry.accountKeys[instruction.programIdIndex],
          accounts: instruction.accountKeyIndexes.map((index) => entry.accountKeys[index]),
          data: toBase58(instruction.data),
          stackHeight: null,
        }
      : {
          programIdIndex: instruction.programIdIndex,
          accounts: instruction.accountKeyIndexes,
          data: toBase58(instruction.data),
          stackHeight: null,
        },
  )
  const accountKeys = parsed
    ? entry.accountKeys.map((pubkey, index) => ({
        pubkey,
        signer: index < header.numRequiredSignatures,
        writable: writable(index),
        source: index < staticCount ? 'transaction' : 'lookupTable',
      }))
    : message.staticAccountKeys.map((key) => key.toBase58())
  return {
    signatures: signatures.map((signature) => toBase58(signature)),
    message: {
      accountKeys,
      header,
      recentBlockhash: message.recentBlockhash,
      instructions,
      ...(entry.version === 0
        ? {
            addressTableLookups: message.addressTableLookups.map((lookup) => ({
              accountKey: lookup.accountKey.toBase58(),
              writableIndexes: lookup.writableIndexes,
              readonlyIndexes: lookup.readonlyIndexes,
            })),
          }
        : {}),
    },
  }
}

/** A landed transaction as `getTransaction` answers it. */
export function encodeTransaction(entry: LedgerEntry, encoding: TransactionEncoding, withVersion: boolean) {
  const transaction =
    encoding === 'base64'
      ? [Buffer.from(entry.wire).toString('base64'), 'base64']
      : encoding === 'base58'
        ? [toBase58(entry.wire), 'base58']
        : encodeMessage(entry, encoding === 'jsonParsed')
  const innerInstructions =
    encoding === 'jsonParsed'
      ? entry.innerInstructions.map((group) => ({
          index: group.index,
          instructions: group.instructions.map((inner) => ({
            programId: entry.accountKeys[inner.programIdIndex],
            accounts: inner.accounts.map((index) => entry.accountKeys[index]),
            data: inner.data,
            stackHeight: inner.stackHeight,
          })),
        }))
      : entry.innerInstructions
  return {
    slot: entry.slot,
    blockTime: entry.blockTime,
    transaction,
    meta: {
      err: entry.err,
      status: entry.err === null ? { Ok: null } : { Err: entry.err },
      fee: entry.fee,
      preBalances: entry.preBalances,
      postBalances: entry.postBalances,
      innerInstructions,
      logMessages: entry.logs,
      preTokenBalances: entry.preTokenBalances.map(tokenBalance),
      postTokenBalances: entry.postTokenBalances.map(tokenBalance),
      rewards: [],
      loadedAddresses: entry.loadedAddresses,
      computeUnitsConsumed: entry.computeUnitsConsumed,
    },
    ...(withVersion ? { version: entry.version } : {}),
  }
}
