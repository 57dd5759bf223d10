import { formatUnits } from 'viem'
import type { BitcoinAdapter } from '../../connectors/namespaces/bitcoin/bitcoinAdapterTypes'
import type { CaipNetwork } from '../../src/chains/network'
import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, SendTokenRequiredError, SendTransactionError } from '../../src/errors/sendErrors'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import type { SendTokenDisplay } from '../../src/send/sendToken'
import { addressReceiver, type AddressReceiver, type AddressSendResult } from './addressReceiver'
import { sendAddressTransfer } from './sendAddressTransfer'

/*
 * The Bitcoin side of a send, outside React. Only types come from the adapter's module: its code
 * (and @scure/btc-signer) stays in the family's own chunk, reached through the loaded adapter.
 */

/** Bitcoin's one token: BTC of the active network, 8 decimals. */
export type BitcoinSendToken = SendTokenDisplay & {
  /** The network's CAIP-2 id, `bip122:<genesis-hash prefix>`. */
  chainId: string
}

/** The receiver of a Bitcoin send: an address of the active network, or nothing usable. */
export type BitcoinSendReceiver = AddressReceiver

/**
 * A broadcast Bitcoin transfer (accepted by the network's mempool; blocks confirm it later); `hash`
 * is its transaction id.
 */
export type BitcoinSendResult = AddressSendResult<BitcoinSendToken>

/** The send calls of the Bitcoin adapter. */
export type BitcoinSendAdapter = Pick<BitcoinAdapter, 'isSendAddress' | 'estimateSendFee' | 'getMaxSendAmount' | 'sendToken' | 'getBalance'>

/**
 * The loaded adapter as a Bitcoin one with the send calls, or `undefined` for any other adapter.
 *
 * @example
 * const bitcoin = bitcoinSendAdapter(runtime.adapters.bip122)
 */
export function bitcoinSendAdapter(adapter: NamespaceAdapter | undefined): BitcoinSendAdapter | undefined {
  if (adapter?.namespace !== 'bip122') return undefined
  const candidate = adapter as Partial<BitcoinAdapter>
  return typeof candidate.isSendAddress === 'function' && typeof candidate.estimateSendFee === 'function' && typeof candidate.getMaxSendAmount === 'function'
    ? (adapter as BitcoinAdapter)
    : undefined
}

/**
 * BTC as the send form lists it, with the payment account's balance in sats.
 *
 * @example
 * bitcoinSendToken(regtest, 85_000n).balanceText // '0.00085'
 */
export function bitcoinSendToken(network: CaipNetwork, balance: bigint): BitcoinSendToken {
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    id: `${network.caipNetworkId}:native`,
    name,
    symbol,
    chainId: network.caipNetworkId,
    decimals,
    balance,
    balanceText: formatUnits(balance, decimals),
    price: 0,
    iconUrl: '',
  }
}

/**
 * Reads the receiver field of a Bitcoin send: an address the active network accepts (checked by
 * the adapter, which knows its prefixes and script types), nothing, or something unusable.
 *
 * @example
 * bitcoinReceiver(' bcrt1q… ', (address) => adapter.isSendAddress(address)).status // 'resolved'
 */
export function bitcoinReceiver(input: string, isAddress: ((address: string) => boolean) | undefined): BitcoinSendReceiver {
  return addressReceiver(input, (address) => isAddress?.(address) ?? false)
}

/**
 * Sends BTC from the payment account through the adapter (PSBT built from its UTXOs, signed by the
 * wallet, checked, broadcast to Esplora) and resolves once the network accepted it.
 *
 * @throws {SendTransactionError} `rejected` when the user declined in the wallet; otherwise on any
 *   failure, 'Chain adapter not found' as the cause while Bitcoin's code is not loaded.
 * @throws {SendAmountExceedsBalanceError} when the UTXOs no longer pay the amount and the fee.
 */
export async function sendBitcoinTransfer(
  adapter: BitcoinSendAdapter | undefined,
  network: CaipNetwork | undefined,
  transfer: { token: BitcoinSendToken; value: bigint; to: string },
): Promise<BitcoinSendResult> {
  return sendAddressTransfer(transfer, {
    namespace: 'bip122',
    network,
    send: adapter && (() => adapter.sendToken({ to: transfer.to, amount: transfer.value })),
    // The adapter's own checks are the form's: keep them as they are, not as a failed send.
    failure: (cause) =>
      cause instanceof SendTransactionError ||
      cause instanceof SendAmountExceedsBalanceError ||
      cause instanceof SendAmountAndReceiverRequiredError ||
      cause instanceof SendTokenRequiredError
        ? cause
        : new SendTransactionError({ rejected: false, cause }),
  })
}
