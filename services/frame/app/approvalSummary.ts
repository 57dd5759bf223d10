import { formatGwei, hexToBytes } from 'viem'
import type { Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { formatNative } from './formatNative'
import { frameTexts } from './frameTexts'
import { maxTransactionFee, type PreparedTransaction } from './prepareTransaction'
import type { PreparedSigningRequest } from './signingRequest'

/** One labelled line of the approval UI. `code`: shown preformatted (JSON, hex). */
export type ApprovalRow = { label: string; value: string; code?: boolean }

/** What the approval UI shows: exactly what will be signed or sent. */
export type ApprovalSummary = { title: string; rows: ApprovalRow[] }

/**
 * Describes a signing request for the user: the message text (decoded from hex when it is readable
 * UTF-8, else the hex itself, labelled so), the typed data's domain, types and message, or the
 * transaction's recipient, value, maximum fee (gas limit × max fee per gas or gas price, in the native
 * currency), data, network, nonce, gas limit and fee per gas: every field that is signed. A
 * transaction's `context.action` (what its calldata asks, from `describeContractCall`) comes first,
 * above the fields it was read from. Values are plain text; the view never parses HTML.
 *
 * @example
 * describeSigningRequest({ method: 'personal_sign', message: '0x68656c6c6f' }, { account })
 * // { title: 'Sign a message', rows: [{ label: 'Account', ... }, { label: 'Message', value: 'hello' }] }
 */
export function describeSigningRequest(
  request: PreparedSigningRequest,
  context: { account: string; action?: string | undefined /** The host page's origin as the frame checked it. */; origin?: string | undefined },
): ApprovalSummary {
  const account: ApprovalRow = { label: frameTexts.account, value: context.account, code: true }
  switch (request.method) {
    case 'personal_sign': {
      const text = readableText(request.message)
      const signIn = text === undefined ? undefined : describeSignIn(text, account, context.origin)
      if (signIn) return signIn
      return {
        title: frameTexts.personalSign,
        rows: [account, text === undefined ? { label: frameTexts.messageHex, value: request.message, code: true } : { label: frameTexts.message, value: text }],
      }
    }
    case 'eth_signTypedData_v4': {
      const { domain, types, primaryType, message } = request.typedData
      return {
        title: frameTexts.typedData,
        rows: [
          account,
          { label: frameTexts.domain, value: json(domain), code: true },
          { label: frameTexts.primaryType, value: primaryType },
          { label: frameTexts.message, value: json(message), code: true },
          { label: frameTexts.types, value: json(types), code: true },
        ],
      }
    }
    case 'eth_sendTransaction': {
      const { transaction, chain } = request
      const { to, value, data } = transaction
      const fees = feeRows(transaction)
      return {
        title: frameTexts.sendTransaction,
        rows: [
          account,
          ...(context.action ? [{ label: frameTexts.action, value: context.action }] : []),
          { label: frameTexts.to, value: to ?? frameTexts.contractCreation, code: to !== undefined },
          { label: frameTexts.value, value: formatNative(value, chain.nativeSymbol) },
          { label: frameTexts.maxFee, value: formatNative(maxTransactionFee(transaction), chain.nativeSymbol) },
          { label: frameTexts.data, value: data && data !== '0x' ? data : frameTexts.noData, code: Boolean(data && data !== '0x') },
          { label: frameTexts.chain, value: String(chain.id) },
          { label: frameTexts.nonce, value: String(transaction.nonce) },
          { label: frameTexts.gasLimit, value: transaction.gas.toString() },
          ...fees,
        ],
      }
    }
  }
}

/**
 * A sign-in message (EIP-4361, what SIWX signs) told as a sign-in: the site it signs in to, its
 * statement, URI, network, nonce and times, with a warning when the site named is not the page
 * asking; the whole message still follows, since that is what is signed. `undefined` when the text is
 * not such a message (it then shows as a plain message).
 */
function describeSignIn(text: string, account: ApprovalRow, origin: string | undefined): ApprovalSummary | undefined {
  let fields: ReturnType<typeof parseSiweMessage>
  try {
    fields = parseSiweMessage(text)
  } catch {
    return undefined
  }
  const { domain, address, uri, version, chainId, nonce } = fields
  if (!domain || !address || !uri || !version || chainId === undefined || !nonce) return undefined
  let host: string | undefined
  try {
    host = origin ? new URL(origin).host : undefined
  } catch {
    host = undefined
  }
  const rows: ApprovalRow[] = [
    ...(host !== undefined && host !== domain ? [{ label: frameTexts.signInWarning, value: frameTexts.signInOtherSite(domain, host) }] : []),
    account,
    { label: frameTexts.signInDomain, value: domain },
    ...(fields.statement ? [{ label: frameTexts.signInStatement, value: fields.statement }] : []),
    { label: frameTexts.signInUri, value: uri, code: true },
    { label: frameTexts.chain, value: String(chainId) },
    { label: frameTexts.nonce, value: nonce, code: true },
    ...(fields.issuedAt ? [{ label: frameTexts.signInIssuedAt, value: fields.issuedAt.toISOString() }] : []),
    ...(fields.expirationTime ? [{ label: frameTexts.signInExpires, value: fields.expirationTime.toISOString() }] : []),
    { label: frameTexts.message, value: text },
  ]
  return { title: frameTexts.signInTitle(domain), rows }
}

/**
 * The UTF-8 text of `hex` when it decodes and has no control characters but tab/newline and no
 * invisible or direction-changing marks (they could hide what is signed), else undefined.
 */
export function readableText(hex: Hex): string | undefined {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(hexToBytes(hex))
  } catch {
    // Stryker reads a directive only as the leading comment of a node on the mutated line, hence its
    // place here, before the catch clause, rather than inside the try block.
    // Stryker disable next-line BlockStatement: with an empty catch `text` stays undefined; the test below then reads the string 'undefined', finds no mark and returns `text`: undefined all the same.
    return undefined
  }
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(text) ? undefined : text
}

/** The fee rows of a transaction: the gas price, or the EIP-1559 maximum and priority fees, in gwei. */
export function feeRows(transaction: PreparedTransaction): ApprovalRow[] {
  const gwei = (wei: bigint) => `${formatGwei(wei)} gwei`
  return transaction.type === 'legacy'
    ? [{ label: frameTexts.gasPrice, value: gwei(transaction.gasPrice) }]
    : [
        { label: frameTexts.maxFeePerGas, value: gwei(transaction.maxFeePerGas) },
        { label: frameTexts.maxPriorityFeePerGas, value: gwei(transaction.maxPriorityFeePerGas) },
      ]
}

function json(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2)
}
