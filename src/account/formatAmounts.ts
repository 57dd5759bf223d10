/**
 * Floors a decimal string (the API's `quantity.numeric`, e.g. `'1.23456'`) to `fractionDigits`
 * decimals without going through floating point, so large balances stay exact. Anything that is
 * not a decimal number reads as zero.
 *
 * @example
 * floorDecimal('1.23999') // '1.239'
 * floorDecimal('5') // '5.000'
 */
export function floorDecimal(numeric: string, fractionDigits = 3): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(numeric.trim())
  const [, sign = '', whole = '0', fraction = ''] = match ?? []
  const wholeDigits = whole.replace(/^0+(?=\d)/, '')
  const digits = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')
  const text = fractionDigits > 0 ? `${wholeDigits}.${digits}` : wholeDigits
  return sign && /[1-9]/.test(text) ? `-${text}` : text
}

/**
 * A USD amount with 2 decimals, in the modal's locale.
 *
 * @example
 * formatUsd(1234.5, 'en') // '$1,234.50'
 */
export function formatUsd(value: number, locale: string): string {
  const amount = Number.isFinite(value) ? value : 0
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
}
