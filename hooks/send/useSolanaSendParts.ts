import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { CaipNetwork } from '../../src/chains/network'
import { toSolanaSendToken, type SolanaSendToken } from '../../src/send/solanaSendToken'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import { useFoyerApi } from '../foyerContext'
import { solanaTokenBalancesQueryOptions } from '../namespaces/solanaTokenBalancesQueryOptions'
import type { SendFlowResult } from './sendFormStore'
import { sendSolanaTransfer, solanaReceiver, solanaSignatureFee, type SolanaSendReceiver, type SolanaSendResult } from './solanaSendTransfer'
import { readSendDraft, type SendFlowParts } from './useSendFlow'
import type { SendFormValues } from './useSendForm'

/** The fee of a Solana send, in lamports. */
export type SolanaSendFee = { value: bigint }

/** The Solana send flow's types. */
export type SolanaSendTypes = { namespace: 'solana'; token: SolanaSendToken; receiver: SolanaSendReceiver; fee: SolanaSendFee; result: SolanaSendResult }

const isSolanaResult = (result: SendFlowResult): result is SolanaSendResult =>
  typeof result.token.chainId === 'string' && result.token.chainId.startsWith('solana:')
const isNative = (token: SolanaSendToken) => token.mint === undefined
// One signature, the sender's, known without asking the network.
const fee: SolanaSendFee = { value: solanaSignatureFee }

/**
 * The Solana side of the send flow, through the namespace adapter: SOL and SPL tokens from Foyer's
 * API, base58 receivers ('Invalid address' otherwise), the one-signature fee, and the transfer
 * (which creates the receiver's token account when it has none). While `active` is false it asks
 * nothing of the network. Internal.
 */
export function useSolanaSendParts(
  values: SendFormValues,
  solana: { address: string | undefined; network: CaipNetwork | undefined; adapter: NamespaceAdapter | undefined },
  active: boolean,
): SendFlowParts<SolanaSendTypes> {
  const api = useFoyerApi()
  const { address, network, adapter } = solana
  const chainId = network?.caipNetworkId
  const balancesQuery = solanaTokenBalancesQueryOptions(api, { address, caipNetworkId: chainId })
  const balances = useQuery({ ...balancesQuery, enabled: active && balancesQuery.enabled })
  const tokens = useMemo(
    () => (balances.data?.balances ?? []).flatMap((balance) => toSolanaSendToken(balance) ?? []).filter((token) => token.chainId === chainId),
    [balances.data, chainId],
  )
  const receiver = useMemo(() => solanaReceiver(values.receiver), [values.receiver])
  const draft = readSendDraft(values, tokens, receiver.address, 9)
  const { token } = draft
  return {
    namespace: 'solana',
    network,
    tokens,
    tokensStatus: balances.status,
    receiver,
    draft,
    fee,
    feeStatus: 'success',
    insufficientFunds: false,
    // SOL keeps the fee back.
    maxAmount: token === undefined ? undefined : !isNative(token) ? token.balance : token.balance > fee.value ? token.balance - fee.value : 0n,
    defaultDecimals: 9,
    isNative,
    transfer: (transfer) => sendSolanaTransfer(adapter, network, transfer),
    isResult: isSolanaResult,
  }
}
