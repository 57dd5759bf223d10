import type { BitcoinSendAdapter } from './bitcoinSendTransfer'

// Fee rates move with every block (about 10 minutes); UTXOs change only with a send.
const estimateStaleTime = 15_000

/** The paying Bitcoin account: its address and its CAIP-10 id (the keys' part). */
export type BitcoinPayer = { address: string | undefined; caipAddress: string | undefined }

/**
 * Key of the payer's BTC balance in satoshis. Under the native balance's name, so a send
 * (`invalidateAccountData`) refreshes it with the other account data; its own shape, so it never
 * shares an entry with an EVM balance.
 */
export function bitcoinBalanceQueryKey(parameters: { caipAddress: string | undefined }) {
  return ['foyer.nativeBalance', { caipAddress: parameters.caipAddress, unit: 'base' }] as const
}

/**
 * The payer's BTC balance in satoshis, through the bip122 adapter (Esplora).
 *
 * @example
 * useQuery(bitcoinBalanceQueryOptions(adapter, { address, caipAddress }))
 */
export function bitcoinBalanceQueryOptions(adapter: BitcoinSendAdapter | undefined, payer: BitcoinPayer) {
  return {
    queryKey: bitcoinBalanceQueryKey(payer),
    queryFn: async () => (await (adapter as BitcoinSendAdapter).getBalance({ address: payer.address as string })).value,
    enabled: adapter !== undefined && payer.address !== undefined && payer.caipAddress !== undefined,
  }
}

/** What a fee estimate is about: the payer, the receiver and the amount in satoshis. */
export type BitcoinSendFeeParameters = { caipAddress: string | undefined; to: string | undefined; value: bigint | undefined }

/** Key of a send's fee estimate (the amount as a decimal string: keys are hashed as JSON). */
export function bitcoinSendFeeQueryKey(parameters: BitcoinSendFeeParameters) {
  return ['foyer.bitcoinSendFee', { caipAddress: parameters.caipAddress, to: parameters.to, value: parameters.value?.toString() }] as const
}

/**
 * The fee of a send as the adapter would build it (the Esplora fee rate for its confirmation target
 * times the estimated vsize); fresh for 15 s, no retries.
 *
 * @example
 * useQuery(bitcoinSendFeeQueryOptions(adapter, { caipAddress, to, value: 10_000n }))
 */
export function bitcoinSendFeeQueryOptions(adapter: BitcoinSendAdapter | undefined, parameters: BitcoinSendFeeParameters) {
  const { caipAddress, to, value } = parameters
  return {
    queryKey: bitcoinSendFeeQueryKey(parameters),
    queryFn: () => (adapter as BitcoinSendAdapter).estimateSendFee({ to: to as string, amount: value as bigint }),
    enabled: adapter !== undefined && caipAddress !== undefined && to !== undefined && value !== undefined,
    staleTime: estimateStaleTime,
    retry: false,
  }
}

/**
 * Key of the largest amount the payer can send to `to`. Under the native balance's name, like the
 * balance: a send changes it too, so `invalidateAccountData` refreshes it.
 */
export function bitcoinMaxSendQueryKey(parameters: { caipAddress: string | undefined; to: string | undefined }) {
  return ['foyer.nativeBalance', { caipAddress: parameters.caipAddress, maxTo: parameters.to ?? null }] as const
}

/**
 * Max: the whole balance swept to the receiver less that transaction's fee. It depends on the
 * receiver's script type (its output's size); the payer's own until one is typed. Fresh for 15 s,
 * no retries.
 *
 * @example
 * useQuery(bitcoinMaxSendQueryOptions(adapter, { caipAddress, to }))
 */
export function bitcoinMaxSendQueryOptions(adapter: BitcoinSendAdapter | undefined, parameters: { caipAddress: string | undefined; to: string | undefined }) {
  return {
    queryKey: bitcoinMaxSendQueryKey(parameters),
    queryFn: () => (adapter as BitcoinSendAdapter).getMaxSendAmount({ to: parameters.to }),
    enabled: adapter !== undefined && parameters.caipAddress !== undefined,
    staleTime: estimateStaleTime,
    retry: false,
  }
}
