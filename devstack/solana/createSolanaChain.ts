import { createHash } from 'node:crypto'
import { AddressLookupTableAccount, ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { LiteSVM } from 'litesvm'
import { toBase58 } from '../../src/chains/base58'
import type { TransactionMetadata } from 'litesvm'
import { decodeMint, decodeTokenAccount, TOKEN_PROGRAM_ADDRESS } from './splToken'
import { toRpcTransactionError } from './transactionError'
import { describeTransactionError, TransactionRejectedError } from './ledgerEntry'
import type { LedgerEntry, Simulation, TokenBalance } from './ledgerEntry'

type SvmAddress = Parameters<LiteSVM['getAccount']>[0]
type SvmTransaction = Parameters<LiteSVM['sendTransaction']>[0]
type SvmAccount = Parameters<LiteSVM['setAccount']>[0]

/** litesvm takes addresses as (branded) base58 strings. */
export const svmAddress = (address: string): SvmAddress => address as SvmAddress

/** How many blocks a blockhash stays valid, as on real clusters. */
export const BLOCKHASH_VALID_BLOCKS = 150
/** Lamports charged per signature (litesvm's default fee). */
export const LAMPORTS_PER_SIGNATURE = 5_000

/** The System program, owner of plain wallets. */
export const SYSTEM_PROGRAM_ADDRESS = '11111111111111111111111111111111'

function isFailed(result: unknown): result is { err(): unknown; meta(): TransactionMetadata } {
  return typeof result === 'object' && result !== null && 'err' in result
}

/**
 * A litesvm instance with what a JSON-RPC node adds around it: slots that advance one per landed
 * transaction, blockhashes that expire after {@link BLOCKHASH_VALID_BLOCKS} blocks, and a ledger of
 * landed transactions (wire bytes, balances before and after, logs) indexed by signature and by
 * account, since litesvm keeps only execution results.
 */
export function createSolanaChain() {
  const svm = new LiteSVM().withTransactionHistory(100_000n)
  const ledger = new Map<string, LedgerEntry>()
  const byAddress = new Map<string, string[]>()
  const landedListeners = new Set<(entry: LedgerEntry) => void>()
  let slot = 1
  svm.warpToSlot(BigInt(slot))
  let blockhashIssuedAt = slot
  // The faucet behind requestAirdrop: a fixed key (development only) with lamports to spare.
  const faucet = Keypair.fromSeed(createHash('sha256').update('foyer solana localnet faucet').digest())
  let airdrops = 0

  /** The latest blockhash, replaced once its validity window has passed. */
  const latestBlockhash = () => {
    if (slot > blockhashIssuedAt + BLOCKHASH_VALID_BLOCKS) {
      svm.expireBlockhash()
      blockhashIssuedAt = slot
    }
    return { blockhash: svm.latestBlockhash(), lastValidBlockHeight: blockhashIssuedAt + BLOCKHASH_VALID_BLOCKS }
  }

  const getAccount = (address: string) => {
    const account = svm.getAccount(svmAddress(address))
    return account.exists ? account : null
  }

  const tokenBalances = (keys: readonly string[]): TokenBalance[] =>
    keys.flatMap((key, accountIndex) => {
      const account = getAccount(key)
      if (!account || account.programAddress !== TOKEN_PROGRAM_ADDRESS) return []
      const token = decodeTokenAccount(account.data)
      if (!token) return []
      const mintAccount = getAccount(token.mint)
      const decimals = mintAccount ? (decodeMint(mintAccount.data)?.decimals ?? 0) : 0
      return [{ accountIndex, mint: token.mint, owner: token.owner, amount: token.amount, decimals }]
    })

  const lamports = (keys: readonly string[]) => keys.map((key) => Number(svm.getBalance(svmAddress(key)) ?? 0n))

  /** Parses wire bytes; the keys include those loaded from lookup tables that exist. */
  const parse = (wire: Uint8Array) => {
    let transaction: VersionedTransaction
    try {
      transaction = VersionedTransaction.deserialize(wire)
    } catch (cause) {
      throw new TransactionRejectedError(`failed to deserialize transaction: ${(cause as Error).message}`, -32602, undefined)
    }
    const message = transaction.message
    const loadedAddresses = { writable: [] as string[], readonly: [] as string[] }
    for (const lookup of message.addressTableLookups) {
      const table = getAccount(lookup.accountKey.toBase58())
      if (!table) continue
      const { addresses } = AddressLookupTableAccount.deserialize(table.data)
      loadedAddresses.writable.push(...lookup.writableIndexes.map((i) => addresses[i]?.toBase58() ?? ''))
      loadedAddresses.readonly.push(...lookup.readonlyIndexes.map((i) => addresses[i]?.toBase58() ?? ''))
    }
    const staticKeys = message.staticAccountKeys.map((key) => key.toBase58())
    const signers = staticKeys.slice(0, message.header.numRequiredSignatures)
    const svmTransaction = {
      messageBytes: message.serialize(),
      signatures: Object.fromEntries(signers.map((key, index) => [key, transaction.signatures[index]])),
    } as unknown as SvmTransaction
    return {
      transaction,
      svmTransaction,
      signature: toBase58(transaction.signatures[0] ?? new Uint8Array(64)),
      accountKeys: [...staticKeys, ...loadedAddresses.writable, ...loadedAddresses.readonly],
      loadedAddresses,
    }
  }

  const simulateParsed = (svmTransaction: SvmTransaction, sigVerify: boolean): Simulation => {
    svm.withSigverify(sigVerify)
    try {
      const result = svm.simulateTransaction(svmTransaction)
      const meta = result.meta()
      return {
        err: isFailed(result) ? toRpcTransactionError(result.err()) : null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
      }
    } finally {
      svm.withSigverify(true)
    }
  }

  const chain = {
    svm,
    latestBlockhash,
    getAccount,
    /** The current slot (also the block height: every slot has a block here). */
    slot: () => slot,
    /** Whether `blockhash` would still be accepted. */
    isBlockhashValid: (blockhash: string) => blockhash === latestBlockhash().blockhash,
    lamportsOf: (address: string) => Number(svm.getBalance(svmAddress(address)) ?? 0n),
    /** Token accounts owned by `owner`, optionally of one mint. */
    tokenAccountsOf(owner: string, mint?: string) {
      return svm
        .getProgramAccounts(svmAddress(TOKEN_PROGRAM_ADDRESS))
        .map((account) => ({ account, token: decodeTokenAccount(Uint8Array.from(account.data)) }))
        .filter(({ token }) => token && token.owner === owner && (!mint || token.mint === mint))
        .map(({ account }) => account)
    },
    /** The ledger entry of a landed transaction. */
    transaction: (signature: string) => ledger.get(signature),
    /** Signatures of landed transactions that touched `address`, newest first. */
    signaturesFor: (address: string) => [...(byAddress.get(address) ?? [])].reverse(),
    /** Called with each transaction that lands. */
    onLanded(listener: (entry: LedgerEntry) => void) {
      landedListeners.add(listener)
      return () => landedListeners.delete(listener)
    },
    simulate(wire: Uint8Array, options: { sigVerify: boolean; replaceRecentBlockhash: boolean }): Simulation {
      const parsed = parse(wire)
      if (options.replaceRecentBlockhash) {
        parsed.transaction.message.recentBlockhash = latestBlockhash().blockhash
        return simulateParsed(parse(parsed.transaction.serialize()).svmTransaction, false)
      }
      return simulateParsed(parsed.svmTransaction, options.sigVerify)
    },
    /**
     * Runs a signed transaction and records it. With preflight, a transaction that would fail is
     * refused (nothing lands); without, an instruction failure lands as a failed transaction (fee paid).
     * Failures before execution (signature, blockhash, fee payer) never land.
     *
     * @throws {TransactionRejectedError} with the RPC's error code.
     */
    send(wire: Uint8Array, options: { skipPreflight: boolean }): string {
      // Rotates an expired blockhash first, so litesvm refuses transactions that still carry it.
      latestBlockhash()
      const parsed = parse(wire)
      if (!options.skipPreflight) {
        const simulation = simulateParsed(parsed.svmTransaction, true)
        if (simulation.err !== null) {
          if (simulation.err === 'SignatureFailure') {
            throw new TransactionRejectedError('Transaction signature verification failure', -32003, undefined)
          }
          throw new TransactionRejectedError(`Transaction simulation failed: ${describeTransactionError(simulation.err)}`, -32002, {
            err: simulation.err,
            logs: simulation.logs,
            accounts: null,
            unitsConsumed: simulation.unitsConsumed,
            returnData: null,
          })
        }
      }
      const preBalances = lamports(parsed.accountKeys)
      const preTokenBalances = tokenBalances(parsed.accountKeys)
      const result = svm.sendTransaction(parsed.svmTransaction)
      const err = isFailed(result) ? toRpcTransactionError(result.err()) : null
      if (err !== null && !(typeof err === 'object' && 'InstructionError' in err)) {
        if (err === 'SignatureFailure') throw new TransactionRejectedError('Transaction signature verification failure', -32003, undefined)
        throw new TransactionRejectedError(`Transaction failed: ${describeTransactionError(err)}`, -32002, { err, logs: [] })
      }
      const meta: TransactionMetadata = isFailed(result) ? result.meta() : (result as TransactionMetadata)
      slot += 1
      svm.warpToSlot(BigInt(slot))
      const entry: LedgerEntry = {
        signature: parsed.signature,
        slot,
        blockTime: Math.floor(Date.now() / 1000),
        wire,
        version: parsed.transaction.version === 'legacy' ? 'legacy' : 0,
        accountKeys: parsed.accountKeys,
        loadedAddresses: parsed.loadedAddresses,
        err,
        fee: LAMPORTS_PER_SIGNATURE * parsed.transaction.message.header.numRequiredSignatures,
        preBalances,
        postBalances: lamports(parsed.accountKeys),
        preTokenBalances,
        postTokenBalances: tokenBalances(parsed.accountKeys),
        logs: meta.logs(),
        innerInstructions: meta
          .innerInstructions()
          .map((list, index) => ({
            index,
            instructions: list.map((inner) => ({
              programIdIndex: inner.instruction().programIdIndex(),
              accounts: [...inner.instruction().accounts()],
              data: toBase58(inner.instruction().data()),
              stackHeight: inner.stackHeight(),
            })),
          }))
          .filter((group) => group.instructions.length > 0),
        computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      }
      ledger.set(entry.signature, entry)
      for (const key of new Set(entry.accountKeys)) {
        const list = byAddress.get(key) ?? []
        list.push(entry.signature)
        byAddress.set(key, list)
      }
      for (const listener of landedListeners) listener(entry)
      return entry.signature
    },
    /** Creates or overwrites an account outside any transaction (seeding only). */
    setAccount(address: string, account: { lamports: bigint; data?: Uint8Array; owner?: string; executable?: boolean }) {
      const data = account.data ?? new Uint8Array()
      svm.setAccount({
        address: svmAddress(address),
        lamports: account.lamports,
        data,
        programAddress: svmAddress(account.owner ?? SYSTEM_PROGRAM_ADDRESS),
        executable: account.executable ?? false,
        space: BigInt(data.length),
      } as unknown as SvmAccount)
    },
    /**
     * Sends `lamports` from the runtime's faucet in a real transfer transaction (so it has a
     * signature, a status and a ledger entry like any other).
     */
    airdrop(to: string, lamports: bigint): string {
      airdrops += 1
      const transaction = new Transaction({ feePayer: faucet.publicKey, ...latestBlockhash() })
        // Two equal airdrops in one blockhash window would be the same transaction (refused as already
        // processed): a compute-unit limit that differs each time keeps them apart.
        .add(ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 - (airdrops % 100_000) }))
        .add(SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: new PublicKey(to), lamports }))
      transaction.sign(faucet)
      return chain.send(transaction.serialize(), { skipPreflight: false })
    },
  }
  // 1,000,000 SOL: below 2^53 lamports, so its balance stays exact in JSON numbers.
  chain.setAccount(faucet.publicKey.toBase58(), { lamports: 1_000_000_000_000_000n })
  return chain
}

/** A running chain made by {@link createSolanaChain}. */
export type SolanaChain = ReturnType<typeof createSolanaChain>
