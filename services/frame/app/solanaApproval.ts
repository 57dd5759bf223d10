import { bytesToHex, formatUnits } from 'viem'
import type { ApprovalRow, ApprovalSummary } from './approvalSummary'
import { readableText } from './approvalSummary'
import { frameTexts } from './frameTexts'
import type { FrameSolanaCluster } from './solanaConfig'
import type { SolanaAction } from './solanaInstructions'
import type { SolanaMessage } from './solanaTransaction'
import { solanaTexts } from './solanaTexts'

/** What the frame read about a token transfer's accounts over its own RPC (each part may be unknown). */
export type TokenTransferInfo = { mint?: string | undefined; decimals?: number | undefined; receiver?: string | undefined }

/**
 * The approval of `solana_signMessage`: the account and the message's text (UTF-8 without control or
 * invisible marks), else its hex, labelled so.
 *
 * @example
 * describeSolanaMessage(new TextEncoder().encode('hello'), address) // rows: Account, Message 'hello'
 */
export function describeSolanaMessage(message: Uint8Array, account: string): ApprovalSummary {
  const hex = bytesToHex(message)
  const text = readableText(hex)
  return {
    title: solanaTexts.signMessageTitle,
    rows: [
      { label: frameTexts.account, value: account, code: true },
      text === undefined ? { label: frameTexts.messageHex, value: hex, code: true } : { label: frameTexts.message, value: text },
    ],
  }
}

/** Input of {@link describeSolanaTransaction}. */
export type DescribeSolanaTransactionInput = {
  message: SolanaMessage
  actions: readonly SolanaAction[]
  /** Per index of `actions`, what was read about a token transfer. */
  tokenInfo: ReadonlyMap<number, TokenTransferInfo>
  /** The fee in lamports, `undefined` when the network did not say. */
  fee: bigint | undefined
  cluster: FrameSolanaCluster
  account: string
  /** `solana_signAndSendTransaction`: the frame also sends it. */
  send: boolean
}

const sol = (lamports: bigint) => `${formatUnits(lamports, 9)} SOL`

/**
 * The approval of a Solana transaction: a warning first when instructions cannot be read, the
 * account, one row per instruction (SOL and token transfers with amount, token and receiver; token
 * account creation; compute budget; memos; unknown programs named as such), the network, the fee,
 * the fee payer when it is not the account, and the other signers. Amounts keep every digit.
 */
export function describeSolanaTransaction(input: DescribeSolanaTransactionInput): ApprovalSummary {
  const { message, actions, tokenInfo, fee, cluster, account, send } = input
  const symbolOf = (mint: string | undefined) => cluster.tokens.find((token) => token.mint === mint)?.symbol
  const key = (value: string | undefined) => value ?? solanaTexts.fromLookupTable
  const unknown = actions.filter((action) => action.kind === 'unknown').length
  const rows: ApprovalRow[] = []
  if (unknown > 0) rows.push({ label: solanaTexts.warning, value: solanaTexts.unknownWarning(unknown) })
  if (message.lookups.length > 0) rows.push({ label: solanaTexts.warning, value: solanaTexts.lookupWarning })
  rows.push({ label: frameTexts.account, value: account, code: true })
  actions.forEach((action, index) => {
    switch (action.kind) {
      case 'solTransfer':
        rows.push({
          label: solanaTexts.send,
          value: solanaTexts.solTransfer(formatUnits(action.lamports, 9), key(action.to), action.from === account ? undefined : key(action.from)),
        })
        return
      case 'tokenTransfer': {
        const info = tokenInfo.get(index) ?? {}
        const mint = action.mint ?? info.mint
        const decimals = action.decimals ?? info.decimals
        const symbol = symbolOf(mint)
        const amount = decimals === undefined ? solanaTexts.baseUnits(action.amount.toString()) : formatUnits(action.amount, decimals)
        const token = symbol ?? solanaTexts.tokenOfMint(mint ?? solanaTexts.fromLookupTable)
        const receiver = info.receiver
          ? solanaTexts.tokenAccountOf(info.receiver, key(action.destination))
          : solanaTexts.tokenAccountOnly(key(action.destination))
        rows.push({ label: solanaTexts.sendToken, value: solanaTexts.tokenTransfer(amount, token, receiver) })
        return
      }
      case 'createTokenAccount':
        rows.push({
          label: solanaTexts.createTokenAccount,
          value: solanaTexts.createTokenAccountFor(key(action.owner), symbolOf(action.mint) ?? key(action.mint)),
        })
        return
      case 'computeUnitLimit':
        rows.push({ label: solanaTexts.computeBudget, value: solanaTexts.computeUnitLimit(action.units) })
        return
      case 'computeUnitPrice':
        rows.push({ label: solanaTexts.computeBudget, value: solanaTexts.computeUnitPrice(action.microLamports.toString()) })
        return
      case 'memo':
        rows.push({ label: solanaTexts.memo, value: action.text })
        return
      case 'unknown':
        rows.push({ label: solanaTexts.unknownInstruction, value: solanaTexts.unknownProgram(action.program, action.accounts, action.dataLength) })
        return
    }
  })
  rows.push({ label: solanaTexts.network, value: cluster.name })
  rows.push({ label: solanaTexts.fee, value: fee === undefined ? solanaTexts.feeUnknown : sol(fee) })
  const [payer, ...others] = message.staticKeys.slice(0, message.numRequiredSignatures)
  // Stryker disable next-line StringLiteral: a decoded message always has a fee payer (no signer is refused); '' only satisfies the type.
  if (payer !== account) rows.push({ label: solanaTexts.feePayer, value: payer ?? '', code: true })
  const otherSigners = [payer, ...others].filter((signer) => signer !== account)
  if (otherSigners.length > 0) rows.push({ label: solanaTexts.otherSigners, value: otherSigners.join('\n'), code: true })
  return { title: send ? solanaTexts.sendTransactionTitle : solanaTexts.signTransactionTitle, rows }
}
