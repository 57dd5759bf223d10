import type { ReactNode } from 'react'

/*
 * Icons of well-known EVM chains, drawn for Foyer as small inline SVGs in each chain's brand
 * colour (simplified marks, not the projects' artwork). Bundled, never fetched. Decorative:
 * the network's name is always shown beside them.
 */

/** A round chain badge: a coloured disc with a mark on top, on a 32 x 32 grid. */
export function ChainBadge({ background, children }: { background: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 32 32" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill={background} />
      {children}
    </svg>
  )
}

/** Ethereum: the octahedron. */
export function EthereumIcon() {
  return (
    <ChainBadge background="#627EEA">
      <path d="M16 5l-6.6 11.2L16 20l6.6-3.8z" fill="#fff" />
      <path d="M16 21.3l-6.6-3.8L16 27l6.6-9.5z" fill="#fff" fillOpacity=".7" />
    </ChainBadge>
  )
}

/** Polygon: two linked hexagons. */
export function PolygonIcon() {
  return (
    <ChainBadge background="#8247E5">
      <g fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round">
        <path d="M8 13.2l4-2.3 4 2.3v4.6l-4 2.3-4-2.3z" />
        <path d="M16 14.2l4-2.3 4 2.3v4.6l-4 2.3-4-2.3z" />
      </g>
    </ChainBadge>
  )
}

/** BNB Chain: a diamond between four smaller marks. */
export function BnbIcon() {
  return (
    <ChainBadge background="#F3BA2F">
      <g fill="#fff">
        <path d="M16 12.6l3.4 3.4-3.4 3.4-3.4-3.4z" />
        <path d="M16 6.2l5.6 5.6-2 2L16 10.2l-3.6 3.6-2-2z" />
        <path d="M16 25.8l5.6-5.6-2-2L16 21.8l-3.6-3.6-2 2z" />
        <path d="M8.2 14l2 2-2 2-2-2zM23.8 14l2 2-2 2-2-2z" />
      </g>
    </ChainBadge>
  )
}

/** Arbitrum: a stylised A. */
export function ArbitrumIcon() {
  return (
    <ChainBadge background="#213147">
      <path d="M9.5 23.5L16 8.5l6.5 15" fill="none" stroke="#12AAFF" strokeWidth="2.6" strokeLinejoin="round" />
      <path d="M13 23.5l3-7 3 7" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round" />
    </ChainBadge>
  )
}

/** Base: a disc with a notch from the start edge. */
export function BaseIcon() {
  return (
    <ChainBadge background="#0052FF">
      <circle cx="16" cy="16" r="9" fill="#fff" />
      <rect x="6.5" y="14.9" width="11.5" height="2.2" fill="#0052FF" />
    </ChainBadge>
  )
}

/** OP Mainnet: the letters O and P as strokes. */
export function OptimismIcon() {
  return (
    <ChainBadge background="#FF0420">
      <g fill="none" stroke="#fff" strokeWidth="2.4">
        <ellipse cx="11.8" cy="16" rx="3.4" ry="4.6" />
        <path d="M18.2 20.6v-9.2h3a2.6 2.6 0 010 5.2h-3" strokeLinejoin="round" />
      </g>
    </ChainBadge>
  )
}

/** Avalanche: a split triangle. */
export function AvalancheIcon() {
  return (
    <ChainBadge background="#E84142">
      <g fill="#fff">
        <path d="M14.3 9.3a2 2 0 013.4 0l1.3 2.3-5.8 10.4H8.7a1.4 1.4 0 01-1.2-2.1z" />
        <path d="M20.5 15.6a1.4 1.4 0 012.4 0l2.6 4.5a1.4 1.4 0 01-1.2 2.1h-5.2a1.4 1.4 0 01-1.2-2.1z" />
      </g>
    </ChainBadge>
  )
}

/** Gnosis: an owl's eyes and beak. */
export function GnosisIcon() {
  return (
    <ChainBadge background="#04795B">
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="1.6" />
      <circle cx="12.8" cy="14.8" r="2.3" fill="#fff" />
      <circle cx="19.2" cy="14.8" r="2.3" fill="#fff" />
      <path d="M16 18.2l-1.5 2.4h3z" fill="#fff" />
    </ChainBadge>
  )
}

/** ZKsync: two arrowheads facing away. */
export function ZkSyncIcon() {
  return (
    <ChainBadge background="#1E1E1E">
      <path d="M18 10.5l6.5 5.5-6.5 5.5v-3.8h-5.5l5.5-4z" fill="#fff" />
      <path d="M14 21.5L7.5 16l6.5-5.5v3.8h5.5l-5.5 4z" fill="#8C8DFC" />
    </ChainBadge>
  )
}

/** Celo: two overlapping rings. */
export function CeloIcon() {
  return (
    <ChainBadge background="#FCFF52">
      <g fill="none" stroke="#000" strokeWidth="2">
        <circle cx="13.6" cy="18.4" r="5.8" />
        <circle cx="18.4" cy="13.6" r="5.8" />
      </g>
    </ChainBadge>
  )
}

/** Fantom: a faceted gem. */
export function FantomIcon() {
  return (
    <ChainBadge background="#1969FF">
      <g fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round">
        <path d="M16 6.5l6 3.5v12l-6 3.5-6-3.5V10z" />
        <path d="M16 6.5v19M10 10l12 6M22 10l-12 6" />
      </g>
    </ChainBadge>
  )
}

/** Linea: an L with a dot. */
export function LineaIcon() {
  return (
    <ChainBadge background="#121212">
      <path d="M10 8h3v13h9v3H10z" fill="#fff" />
      <circle cx="21.5" cy="10.5" r="2.2" fill="#61DFFF" />
    </ChainBadge>
  )
}

/** Scroll: a rolled sheet. */
export function ScrollIcon() {
  return (
    <ChainBadge background="#FFEEDA">
      <g fill="none" stroke="#101010" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 19.5V10.5a2 2 0 012-2h8.5a2 2 0 010 4H21v9.5a2.5 2.5 0 01-2.5 2.5H10.5a2.5 2.5 0 010-5H17v2.5" />
        <path d="M15 12.5h4M15 15.5h4" />
      </g>
    </ChainBadge>
  )
}
