import { formatUnits } from 'viem'
import type { UnpricedTransaction, UnpricedTransfer } from '../priceTransactions'
import type { SolanaToken } from './solanaNetworks'
import { SOL_TOKEN } from './solanaNetworks'
import type { IndexedSolanaTransaction, SolanaBalanceChange } from './solanaTransfers'

/**
 * One indexed Solana transaction as `owner` sees it, in the history endpoint's shape: a transfer for
 * each asset whose balance changed for the owner (in if it grew, out if it shrank), its counterparty
 * the account whose balance of that asset moved the other way the most. SOL and the configured mints
 * are priced later by mint (`priceTransactions`); any other mint gets no USD value.
 */
export function solanaTransactionWire(entry: IndexedSolanaTransaction, owner: string, network: string, tokens: readonly SolanaToken[]): UnpricedTransaction {
  const mine = entry.changes.filter((change) => change.owner === owner)
  const counterparty = (change: SolanaBalanceChange) => {
    const sign = BigInt(change.delta) > 0n ? -1n : 1n
    const others = entry.changes.filter((other) => other.asset === change.asset && other.owner !== owner && BigInt(other.delta) * sign > 0n)
    others.sort((a, b) => (abs(BigInt(b.delta)) > abs(BigInt(a.delta)) ? 1 : -1))
    return others[0]?.owner ?? ''
  }
  const transfers = mine.map((change): UnpricedTransfer => {
    const incoming = BigInt(change.delta) > 0n
    const other = counterparty(change)
    const listed = change.asset === 'SOL' ? undefined : tokens.find((known) => known.mint === change.asset)
    const token = change.asset === 'SOL' ? SOL_TOKEN : listed
    const info = token ?? { name: 'Unknown token', symbol: '???', decimals: change.decimals }
    const numeric = formatUnits(abs(BigInt(change.delta)), change.decimals)
    return {
      transfer: {
        fungible_info: { name: info.name, symbol: info.symbol, icon: { url: listed?.iconUrl ?? '' } },
        direction: incoming ? 'in' : 'out',
        sender: incoming ? other : owner,
        recipient: incoming ? owner : other,
        quantity: { numeric },
      },
      ref: token ? { chainId: network, address: change.asset === 'SOL' ? 'native' : change.asset } : undefined,
    }
  })
  const sent = entry.feePayer === owner
  const firstOut = transfers.find(({ transfer }) => transfer.direction === 'out')?.transfer
  return {
    id: entry.signature,
    metadata: {
      minedAt: new Date(entry.blockTime * 1000).toISOString(),
      chain: network,
      operationType: sent ? (firstOut ? 'send' : 'execute') : 'receive',
      status: entry.status,
      sentFrom: entry.feePayer,
      sentTo: firstOut?.recipient ?? transfers[0]?.transfer.sender ?? '',
      hash: entry.signature,
      // Solana transactions have no nonce (a recent blockhash orders them instead).
      nonce: 0,
    },
    transfers,
  }
}

const abs = (value: bigint) => (value < 0n ? -value : value)
