import { formatUnits, parseUnits } from 'viem'

// Arabic-Indic and Eastern Arabic-Indic digits, so users typing in an Arabic keyboard layout get numbers.
const localDigits = /[\u0660-\u0669\u06f0-\u06f9]/g

/**
 * Cleans what the user typed into the amount field: local digits become ASCII, a comma or the
 * Arabic decimal separator becomes a point, anything else is dropped, a single point is kept and
 * the fraction is cut to the token's decimals. The result is a plain decimal string (maybe empty).
 *
 * @example
 * sanitizeAmountInput('1,2345678', 6) // '1.234567'
 * sanitizeAmountInput('١٫٥', 6) // '1.5'
 */
export function sanitizeAmountInput(raw: string, decimals: number): string {
  const ascii = raw
    .replace(localDigits, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/[,\u066b]/g, '.')
    .replace(/[^\d.]/g, '')
  const point = ascii.indexOf('.')
  if (point === -1) return stripLeadingZeros(ascii)
  const whole = stripLeadingZeros(ascii.slice(0, point)) || '0'
  const fraction = ascii.slice(point + 1).replace(/\./g, '')
  return decimals > 0 ? `${whole}.${fraction.slice(0, decimals)}` : whole
}

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '')
}

/**
 * The amount in the token's smallest unit, or `undefined` when the text is empty, not a
 * decimal number, zero, or has more fraction digits than the token.
 *
 * @example
 * parseSendAmount('1.5', 6) // 1_500_000n
 * parseSendAmount('0', 18) // undefined
 */
export function parseSendAmount(text: string, decimals: number): bigint | undefined {
  const trimmed = text.trim()
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) return undefined
  const [, fraction = ''] = trimmed.split('.')
  if (fraction.length > decimals) return undefined
  const value = parseUnits(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed, decimals)
  return value > 0n ? value : undefined
}

/** Gas units of a plain native transfer. */
export const nativeTransferGas = 21_000n

/**
 * What Max puts in the amount field. ERC-20: the whole balance. Native: the balance minus the
 * fee of a transfer at `maxFeePerGas`, doubled, so the wallet still finds enough for gas when the
 * base fee rises before the transaction lands; zero when the balance does not cover that.
 *
 * @example
 * maxSendAmount({ balance, native: true, maxFeePerGas: 2_000_000_000n })
 */
export function maxSendAmount({ balance, native, maxFeePerGas }: { balance: bigint; native: boolean; maxFeePerGas?: bigint | undefined }): bigint {
  if (!native) return balance
  const reserve = nativeTransferGas * (maxFeePerGas ?? 0n) * 2n
  return balance > reserve ? balance - reserve : 0n
}

/**
 * An amount as the field shows it: exact, without trailing zeros.
 *
 * @example
 * amountInputText(1_500_000n, 6) // '1.5'
 */
export function amountInputText(value: bigint, decimals: number): string {
  return formatUnits(value, decimals)
}
