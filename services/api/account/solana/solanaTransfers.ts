import type { SolanaTransaction } from './solanaRpcClient'

/** One account's net change of one asset in a transaction (`asset`: 'SOL' or the mint). */
export type SolanaBalanceChange = { asset: string; owner: string; delta: string; decimals: number }

/** A landed Solana transaction as the API indexes it. */
export type IndexedSolanaTransaction = {
  signature: string
  slot: number
  /** Unix seconds; 0 when the node did not say. */
  blockTime: number
  status: 'confirmed' | 'failed'
  feePayer: string
  fee: string
  changes: SolanaBalanceChange[]
}

/**
 * What a transaction moved, from the balances the node recorded before and after it: each
 * account's SOL change (the fee and token-account rent given back to the fee payer, so they are not
 * transfers) and each
 * owner's change per SPL mint. A failed transaction moves nothing but its fee.
 */
export function indexSolanaTransaction(transaction: SolanaTransaction): IndexedSolanaTransaction {
  const { meta } = transaction
  const keys = [...transaction.transaction.message.accountKeys, ...(meta.loadedAddresses?.writable ?? []), ...(meta.loadedAddresses?.readonly ?? [])]
  const feePayer = keys[0]!
  const lamportDelta = (index: number) => BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)
  // Token accounts' lamports are their rent deposit, not a payment: like the fee, what the fee payer
  // put into them (creating a receiver's token account) is a cost of the transaction, not a transfer.
  const tokenAccounts = new Set([...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])].map((balance) => balance.accountIndex))
  let costs = BigInt(meta.fee)
  for (const index of tokenAccounts) costs += lamportDelta(index)
  const changes: SolanaBalanceChange[] = []
  keys.forEach((owner, index) => {
    if (tokenAccounts.has(index)) return
    const delta = lamportDelta(index) + (index === 0 ? costs : 0n)
    if (delta !== 0n) changes.push({ asset: 'SOL', owner, delta: delta.toString(), decimals: 9 })
  })
  const tokens = new Map<string, { owner: string; mint: string; decimals: number; delta: bigint }>()
  const add = (list: typeof meta.preTokenBalances, sign: bigint) => {
    for (const balance of list ?? []) {
      const owner = balance.owner ?? keys[balance.accountIndex] ?? ''
      const key = `${owner}:${balance.mint}`
      const entry = tokens.get(key) ?? { owner, mint: balance.mint, decimals: balance.uiTokenAmount.decimals, delta: 0n }
      entry.delta += sign * BigInt(balance.uiTokenAmount.amount)
      tokens.set(key, entry)
    }
  }
  add(meta.preTokenBalances, -1n)
  add(meta.postTokenBalances, 1n)
  for (const { owner, mint, decimals, delta } of tokens.values()) {
    if (delta !== 0n) changes.push({ asset: mint, owner, delta: delta.toString(), decimals })
  }
  return {
    signature: transaction.transaction.signatures[0]!,
    slot: transaction.slot,
    blockTime: transaction.blockTime ?? 0,
    status: meta.err === null || meta.err === undefined ? 'confirmed' : 'failed',
    feePayer,
    fee: String(meta.fee),
    changes,
  }
}
