import type { CaipNetwork } from '../../../src/chains/network'
import type { SendingNamespaceAdapter } from '../../../src/namespaces/namespaceAdapter'
import type { NamespaceClientOptions } from '../namespaceRequest'

/*
 * The Bitcoin adapter's public types, apart from its code so the send hooks (in the main bundle)
 * can name them without importing the adapter's chunk.
 */

/** Options of `createBitcoinAdapter`. */
export type CreateBitcoinAdapterOptions = NamespaceClientOptions & {
  /**
   * The app's Bitcoin networks, the default first. Each network's first RPC URL is its Esplora
   * HTTP API (see `withEsploraUrl`).
   * @default [bitcoinMainnet]
   */
  networks?: readonly CaipNetwork[] | undefined
  /**
   * Confirmation target, in blocks, whose fee estimate a send pays.
   * @default 3
   */
  confirmationTarget?: number | undefined
}

/** The network fee a BTC send would pay now: `feeRate` sat/vB times the transaction's `vsize`. */
export type BitcoinSendFee = {
  /** In satoshis. */
  value: bigint
  /** sat/vB, the Esplora estimate for the confirmation target (rounded up, at least 1). */
  feeRate: number
  /** Estimated virtual size of the transaction, vbytes. */
  vsize: number
}

/** The Bitcoin namespace adapter: the common contract, what the send form needs, and a teardown. */
export type BitcoinAdapter = SendingNamespaceAdapter & {
  /** Whether `address` is a valid address of the active network (`bc1…`, `tb1…`, `bcrt1…`, legacy). */
  isSendAddress(address: string): boolean
  /**
   * The fee of sending `amount` sats to `to` from the payment account, built as `sendToken` would
   * (coin selection, change) with the active network's fee estimate.
   * @throws {SendAmountExceedsBalanceError} when the UTXOs cannot pay amount and fee.
   */
  estimateSendFee(parameters: { to: string; amount: bigint }): Promise<BitcoinSendFee>
  /** The most the payment account can send to `to` (default: itself) after the fee: all its UTXOs, no change. */
  getMaxSendAmount(parameters?: { to?: string | undefined }): Promise<bigint>
  /** Stops following the wallet registry and the connected wallet. */
  destroy(): void
}
