import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { BitcoinSendFee } from '../../connectors/namespaces/bitcoin/bitcoinAdapterTypes'
import type { CaipNetwork } from '../../src/chains/network'
import { SendAmountExceedsBalanceError } from '../../src/errors/sendErrors'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import type { SendFlowResult } from './sendFormStore'
import {
  bitcoinReceiver,
  bitcoinSendAdapter,
  bitcoinSendToken,
  sendBitcoinTransfer,
  type BitcoinSendReceiver,
  type BitcoinSendResult,
  type BitcoinSendToken,
} from './bitcoinSendTransfer'
import { bitcoinBalanceQueryOptions, bitcoinMaxSendQueryOptions, bitcoinSendFeeQueryOptions } from './bitcoinSendQueryOptions'
import { readSendDraft, type SendFlowParts } from './useSendFlow'
import type { SendFormValues } from './useSendForm'

/** The Bitcoin send flow's types. */
export type BitcoinSendTypes = { namespace: 'bip122'; token: BitcoinSendToken; receiver: BitcoinSendReceiver; fee: BitcoinSendFee; result: BitcoinSendResult }

const isBitcoinResult = (result: SendFlowResult): result is BitcoinSendResult =>
  typeof result.token.chainId === 'string' && result.token.chainId.startsWith('bip122:')
// BTC is the only token, and it pays the fee.
const isNative = () => true

/**
 * The Bitcoin side of the send flow, through the bip122 adapter: BTC only (the payment account's
 * balance on Esplora, 8 decimals), receivers checked as addresses of the active network ('Invalid
 * address' otherwise), the fee as the adapter would build the transaction (the Esplora fee rate
 * for its confirmation target times the estimated vsize), Max as the whole balance swept to the
 * receiver less that transaction's fee, and the transfer (a PSBT the wallet signs, broadcast to
 * Esplora). While `active` is false it asks nothing of the network. Internal.
 */
export function useBitcoinSendParts(
  values: SendFormValues,
  target: { address: string | undefined; network: CaipNetwork | undefined; adapter: NamespaceAdapter | undefined },
  active: boolean,
): SendFlowParts<BitcoinSendTypes> {
  const { address, network } = target
  const adapter = active ? bitcoinSendAdapter(target.adapter) : undefined
  const chainId = network?.caipNetworkId
  const caipAddress = address && chainId ? `${chainId}:${address}` : undefined
  const ready = adapter !== undefined && address !== undefined && network !== undefined
  const balance = useQuery(bitcoinBalanceQueryOptions(adapter, { address, caipAddress }))
  const tokens = useMemo(() => (network && balance.data !== undefined ? [bitcoinSendToken(network, balance.data)] : []), [network, balance.data])
  const receiver = useMemo(() => bitcoinReceiver(values.receiver, adapter ? (text) => adapter.isSendAddress(text) : undefined), [values.receiver, adapter])
  const draft = readSendDraft(values, tokens, receiver.address, 8)
  const { value, formError } = draft
  const to = receiver.address
  const feeOptions = bitcoinSendFeeQueryOptions(adapter, { caipAddress, to, value })
  const fee = useQuery({ ...feeOptions, enabled: feeOptions.enabled && ready && formError === undefined })
  const maxOptions = bitcoinMaxSendQueryOptions(adapter, { caipAddress, to })
  const max = useQuery({ ...maxOptions, enabled: maxOptions.enabled && ready && draft.token !== undefined })
  return {
    namespace: 'bip122',
    network,
    tokens,
    tokensStatus: balance.status,
    receiver,
    draft,
    fee: formError === undefined ? fee.data : undefined,
    feeStatus: fee.data ? 'success' : fee.isError ? 'error' : 'pending',
    // The UTXOs cannot pay the amount and the fee together: a balance problem, not a failed estimate.
    insufficientFunds: formError === undefined && fee.error instanceof SendAmountExceedsBalanceError,
    maxAmount: draft.token ? max.data : undefined,
    defaultDecimals: 8,
    isNative,
    transfer: (transfer) => sendBitcoinTransfer(adapter, network, transfer),
    isResult: isBitcoinResult,
  }
}
