/**
 * The app's label for an address (`addressLabels` of `createFoyerConfig`), or `undefined`. EVM
 * addresses (`0x` and 40 hex digits) match whatever their case, as the same account is written in
 * both; other families' addresses match exactly, their case being part of the address.
 *
 * @example
 * addressLabel({ '0xAbC…': 'Treasury' }, '0xabc…') // 'Treasury'
 */
export function addressLabel(labels: Readonly<Record<string, string>>, address: string | undefined): string | undefined {
  if (address === undefined) return undefined
  const exact = labels[address]
  if (exact !== undefined) return exact
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
  const lower = address.toLowerCase()
  for (const [key, label] of Object.entries(labels)) if (key.toLowerCase() === lower) return label
  return undefined
}
