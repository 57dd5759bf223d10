import { feeRows, type ApprovalRow, type ApprovalSummary } from './approvalSummary'
import { formatNative } from './formatNative'
import { frameTexts } from './frameTexts'
import { maxTransactionFee } from './prepareTransaction'
import { smartAccountTexts } from './smartAccountTexts'
import type { PreparedCalls } from './walletCalls'

/**
 * Describes a batch for the one approval it gets: that it is atomic, the EIP-7702 upgrade when the
 * transaction carries it, every call (its action read from the data, recipient, value, data), then
 * the one transaction's maximum fee, network, nonce, gas limit and fees per gas, as other
 * transactions show them. `actions[i]` is what call i asks, when it could be read.
 *
 * @example
 * describeCalls(prepared, { account, actions: ['Allow 0x… to spend 10 USDC', undefined] })
 */
export function describeCalls(prepared: PreparedCalls, context: { account: string; actions: readonly (string | undefined)[] }): ApprovalSummary {
  const { calls, transaction, chain, upgradeTo } = prepared
  const callRows = calls.flatMap((call, index): ApprovalRow[] => {
    const number = index + 1
    const action = context.actions[index]
    const hasData = call.data !== '0x'
    return [
      ...(action ? [{ label: smartAccountTexts.callAction(number), value: action }] : []),
      { label: smartAccountTexts.callTo(number), value: call.to, code: true },
      { label: smartAccountTexts.callValue(number), value: formatNative(call.value, chain.nativeSymbol) },
      { label: smartAccountTexts.callData(number), value: hasData ? call.data : frameTexts.noData, code: hasData },
    ]
  })
  const fees = feeRows(transaction)
  return {
    title: smartAccountTexts.batchTitle,
    rows: [
      { label: frameTexts.account, value: context.account, code: true },
      { label: smartAccountTexts.atomic, value: smartAccountTexts.atomicValue(calls.length) },
      ...(upgradeTo ? [{ label: smartAccountTexts.upgrade, value: smartAccountTexts.upgradeValue(upgradeTo) }] : []),
      ...callRows,
      { label: frameTexts.maxFee, value: formatNative(maxTransactionFee(transaction), chain.nativeSymbol) },
      { label: frameTexts.chain, value: String(chain.id) },
      { label: frameTexts.nonce, value: String(transaction.nonce) },
      { label: frameTexts.gasLimit, value: transaction.gas.toString() },
      ...fees,
    ],
  }
}
