import { useMemo } from 'react'
import type { Address } from 'viem'
import { useChains, useConfig } from 'wagmi'
import { toCaipNetwork } from '../../src/chains/network'
import { SendTransactionError } from '../../src/errors/sendErrors'
import { maxSendAmount } from '../../src/send/sendAmount'
import { toSendToken, type SendToken } from '../../src/send/sendToken'
import { useTokenBalancesWhen } from '../account/useTokenBalances'
import type { SendFlowResult } from './sendFormStore'
import { sendTokenTransfer, type SendTokenResult } from './sendTokenTransfer'
import { readSendDraft, type SendFlowParts } from './useSendFlow'
import { useSendFee, type SendFee } from './useSendFee'
import type { SendFormValues } from './useSendForm'
import { useSendReceiver, type SendReceiver } from './useSendReceiver'

/** The EVM send flow's types. */
export type EvmSendTypes = { namespace: 'eip155'; token: SendToken; receiver: SendReceiver; fee: SendFee; result: SendTokenResult }

const isEvmResult = (result: SendFlowResult): result is SendTokenResult => typeof result.token.chainId === 'number'
const isNative = (token: SendToken) => token.address === undefined

/**
 * The EVM side of the send flow, through wagmi: the tokens from `useTokenBalances`, receivers as
 * addresses or ENS names, the fee from `eth_estimateGas` times the gas price, and the transfer
 * (native value or ERC-20 `transfer`) waited for until mined. While `active` is false (another
 * namespace is shown) it asks nothing of the network. Internal.
 */
export function useEvmSendParts(
  values: SendFormValues,
  scope: { address: Address | undefined; chainId: number | undefined },
  active: boolean,
): SendFlowParts<EvmSendTypes> {
  const config = useConfig()
  const chains = useChains()
  const { address, chainId } = scope
  const balances = useTokenBalancesWhen(active, { address, chainId })
  const tokens = useMemo(
    () => (balances.data?.balances ?? []).flatMap((balance) => toSendToken(balance) ?? []).filter((token) => token.chainId === chainId),
    [balances.data, chainId],
  )
  const receiver = useSendReceiver(active ? values.receiver : '')
  const draft = readSendDraft(values, tokens, receiver.address, 18)
  const { token, value } = draft
  const fee = useSendFee({
    chainId: active ? chainId : undefined,
    from: address,
    token,
    to: receiver.address,
    value,
    estimate: active && draft.formError === undefined,
  })
  const chain = chains.find((candidate) => candidate.id === chainId)
  const network = useMemo(() => (chain ? toCaipNetwork(chain) : undefined), [chain])
  const native = token !== undefined && isNative(token)
  return {
    namespace: 'eip155',
    network,
    tokens,
    tokensStatus: balances.status,
    receiver,
    draft,
    fee: fee.fee,
    feeStatus: fee.status,
    insufficientFunds: fee.insufficientFunds,
    // The native currency keeps gas headroom, so Max waits for the gas price.
    maxAmount: token && (!native || fee.gasPrice !== undefined) ? maxSendAmount({ balance: token.balance, native, maxFeePerGas: fee.gasPrice }) : undefined,
    defaultDecimals: 18,
    isNative,
    transfer: async (transfer) => {
      // Tokens are only listed for a connected account, so a valid form has one; kept for the types.
      if (!address) throw new SendTransactionError({ rejected: false, cause: new Error('No EVM account is connected') })
      return sendTokenTransfer(config, { ...transfer, from: address })
    },
    isResult: isEvmResult,
  }
}
