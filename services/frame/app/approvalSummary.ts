import { formatEther, hexToBytes } from 'viem'
import type { Hex } from 'viem'
import { frameTexts } from './frameTexts'
import type { SigningRequest } from './signingRequest'

/** One labelled line of the approval UI. `code`: shown preformatted (JSON, hex). */
export type ApprovalRow = { label: string; value: string; code?: boolean }

/** What the approval UI shows: exactly what will be signed or sent. */
export type ApprovalSummary = { title: string; rows: ApprovalRow[] }

/**
 * Describes a signing request for the user: the message text (decoded from hex when it is readable
 * UTF-8, else the hex itself, labelled so), the typed data's domain, types and message, or the
 * transaction's recipient, value, data and network. Values are plain text; the view never parses HTML.
 *
 * @example
 * describeSigningRequest({ method: 'personal_sign', message: '0x68656c6c6f' }, { account, chainId: 1 })
 * // { title: 'Sign a message', rows: [{ label: 'Account', ... }, { label: 'Message', value: 'hello' }] }
 */
export function describeSigningRequest(request: SigningRequest, context: { account: string; chainId: number }): ApprovalSummary {
  const account: ApprovalRow = { label: frameTexts.account, value: context.account, code: true }
  switch (request.method) {
    case 'personal_sign': {
      const text = readableText(request.message)
      return {
        title: frameTexts.personalSign,
        rows: [
          account,
          text === undefined
            ? { label: frameTexts.messageHex, value: request.message, code: true }
            : { label: frameTexts.message, value: text },
        ],
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
      const { to, value, data } = request.transaction
      return {
        title: frameTexts.sendTransaction,
        rows: [
          account,
          { label: frameTexts.to, value: to ?? frameTexts.contractCreation, code: to !== undefined },
          { label: frameTexts.value, value: `${formatEther(value ?? 0n)} ETH` },
          { label: frameTexts.data, value: data && data !== '0x' ? data : frameTexts.noData, code: Boolean(data && data !== '0x') },
          { label: frameTexts.chain, value: String(request.chainId) },
        ],
      }
    }
  }
}

/**
 * The UTF-8 text of `hex` when it decodes and has no control characters but tab/newline and no
 * invisible or direction-changing marks (they could hide what is signed), else undefined.
 */
export function readableText(hex: Hex): string | undefined {
  if (hex === '0x') return ''
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(hexToBytes(hex))
  } catch {
    return undefined
  }
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(text) ? undefined : text
}

function json(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2)
}
