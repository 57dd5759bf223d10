import type { Address } from 'viem'
import { feeRows, type ApprovalRow, type ApprovalSummary } from './approvalSummary'
import { formatNative } from './formatNative'
import { frameTexts } from './frameTexts'
import { maxTransactionFee } from './prepareTransaction'
import { smartAccountTexts } from './smartAccountTexts'
import type { SessionGrant } from './smartSessionsGrant'
import { formatExpiry, smartSessionsTexts } from './smartSessionsTexts'
import type { PreparedCalls } from './walletCalls'

/** The rows every session transaction ends with: its upgrade if any, maximum fee, network, nonce, gas. */
function transactionRows(prepared: PreparedCalls): ApprovalRow[] {
  const { transaction, chain, upgradeTo } = prepared
  return [
    ...(upgradeTo ? [{ label: smartAccountTexts.upgrade, value: smartAccountTexts.upgradeValue(upgradeTo) }] : []),
    { label: frameTexts.maxFee, value: formatNative(maxTransactionFee(transaction), chain.nativeSymbol) },
    { label: frameTexts.chain, value: String(chain.id) },
    { label: frameTexts.nonce, value: String(transaction.nonce) },
    { label: frameTexts.gasLimit, value: transaction.gas.toString() },
    ...feeRows(transaction),
  ]
}

/**
 * Describes a grant for its one approval: what a session allows, the contract, its functions, the
 * spend limit and the gas allowance in the chain's own coin, the expiry as a date, the session key,
 * then the grant transaction's fee rows.
 *
 * @example
 * describeGrant(prepared, grant, { account, sessionKey, appName: 'Demo' })
 */
export function describeGrant(
  prepared: PreparedCalls,
  grant: SessionGrant,
  context: { account: Address; sessionKey: Address; appName?: string | undefined },
): ApprovalSummary {
  const symbol = prepared.chain.nativeSymbol
  return {
    title: smartSessionsTexts.grantTitle,
    rows: [
      { label: frameTexts.account, value: context.account, code: true },
      { label: smartSessionsTexts.grantWhat, value: smartSessionsTexts.grantWhatValue(context.appName || frameTexts.unknownApp) },
      { label: smartSessionsTexts.contract, value: grant.target, code: true },
      { label: smartSessionsTexts.functions, value: smartSessionsTexts.anyFunction },
      { label: smartSessionsTexts.spendLimit, value: smartSessionsTexts.spendLimitValue(formatNative(grant.spendLimit, symbol)) },
      ...(grant.gasAllowance > 0n
        ? [{ label: smartSessionsTexts.gasAllowance, value: smartSessionsTexts.gasAllowanceValue(formatNative(grant.gasAllowance, symbol)) }]
        : []),
      { label: smartSessionsTexts.expires, value: formatExpiry(grant.expiry) },
      { label: smartSessionsTexts.sessionKey, value: context.sessionKey, code: true },
      ...transactionRows(prepared),
    ],
  }
}

/** Describes a revocation: the session (key, contract, expiry), what revoking does, then the fee rows. */
export function describeRevoke(prepared: PreparedCalls, session: { account: Address; sessionKey: Address; target: Address; expiry: number }): ApprovalSummary {
  return {
    title: smartSessionsTexts.revokeTitle,
    rows: [
      { label: frameTexts.account, value: session.account, code: true },
      { label: smartSessionsTexts.revokeWhat, value: smartSessionsTexts.revokeWhatValue },
      { label: smartSessionsTexts.sessionKey, value: session.sessionKey, code: true },
      { label: smartSessionsTexts.contract, value: session.target, code: true },
      { label: smartSessionsTexts.expires, value: formatExpiry(session.expiry) },
      ...transactionRows(prepared),
    ],
  }
}
