import type { ChainNamespace } from '../chains/caip'
import { shortenAddress } from './shortenAddress'

// A bech32 address (Bitcoin's `bc1…`, `tb1…`, `bcrt1…`, Cosmos's `cosmos1…`, `osmo1…`): lower-case
// human-readable part, the separator `1`, then the data part in bech32's alphabet.
const bech32 = /^([a-z]+1)[02-9ac-hj-np-z]+$/

/**
 * Shortens an account's address in its family's format, as the modal's button and rows show it: the
 * first 4 and last 6 characters, as everywhere in the kit, except that a bech32 address (Bitcoin,
 * Cosmos) keeps its whole prefix before those 4, so the short form still says which network and
 * chain it belongs to.
 *
 * @example
 * shortAccountAddress('eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3…b92266'
 * shortAccountAddress('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // 'bc1qar0…wf5mdq'
 * shortAccountAddress('cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02') // 'cosmos1hsk6…h6dd02'
 */
export function shortAccountAddress(namespace: ChainNamespace, address: string): string {
  const prefix = namespace === 'bip122' || namespace === 'cosmos' ? bech32.exec(address)?.[1] : undefined
  return shortenAddress(address, (prefix?.length ?? 0) + 4, 6)
}
