import { ChainBadge } from './evmChainIcons'

/* Icons of the built-in non-EVM networks, drawn for Foyer like the EVM ones. */

/** Solana: three slanted bars. */
export function SolanaIcon() {
  return (
    <ChainBadge background="#000">
      <path d="M10.8 9.6h13l-2.4 2.8h-13z" fill="#14F195" />
      <path d="M8.4 14.6h13l2.4 2.8h-13z" fill="#80ECFF" />
      <path d="M10.8 19.6h13l-2.4 2.8h-13z" fill="#9945FF" />
    </ChainBadge>
  )
}

/** Bitcoin: a tilted B with its strokes. */
export function BitcoinIcon() {
  return (
    <ChainBadge background="#F7931A">
      <g transform="rotate(14 16 16)" fill="none" stroke="#fff" strokeWidth="1.9" strokeLinejoin="round">
        <path d="M12 10.5h5.5a2.6 2.6 0 010 5.2H12zm0 5.2h6.3a2.7 2.7 0 010 5.4H12z" />
        <path d="M13.6 8.3v2.2M16.4 8.3v2.2M13.6 21.1v2.2M16.4 21.1v2.2" strokeLinecap="round" />
      </g>
    </ChainBadge>
  )
}
