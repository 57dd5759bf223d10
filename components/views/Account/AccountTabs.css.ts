import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

const base = vars.fontSize.base

export const root = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 1.2)`, inlineSize: '100%' })

export const tablist = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: `calc(${base} * 0.4)`,
  padding: `calc(${base} * 0.4)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
})

export const tab = style({
  minBlockSize: `calc(${base} * 3.6)`,
  paddingInline: `calc(${base} * 0.8)`,
  border: 'none',
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: 'transparent',
  color: vars.colors.foregroundMuted,
  fontFamily: 'inherit',
  fontSize: `calc(${base} * 1.4)`,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[aria-selected="true"]': { background: vars.colors.background, color: vars.colors.foreground },
    '&:hover:not([aria-selected="true"])': { color: vars.colors.foreground },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.colors.focusRing}` },
  },
})

export const panel = style({
  maxBlockSize: `calc(${base} * 32)`,
  overflowY: 'auto',
  outline: 'none',
  borderRadius: `calc(${vars.radii.base} * 3)`,
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.colors.focusRing}` } },
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.4)` })

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: `calc(${base} * 1)`,
  padding: `calc(${base} * 0.8) calc(${base} * 1)`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.surface,
})

export const rowMain = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 })
export const rowEnd = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', textAlign: 'end' })
export const strong = style({ margin: 0, fontWeight: 600, fontSize: `calc(${base} * 1.4)`, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const small = style({ margin: 0, color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.2)`, fontVariantNumeric: 'tabular-nums' })
export const number = style({ fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate' })

export const tokenIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: `calc(${base} * 3.2)`,
  blockSize: `calc(${base} * 3.2)`,
  borderRadius: '50%',
  overflow: 'hidden',
  background: vars.colors.background,
  color: vars.colors.foreground,
  fontWeight: 700,
})

export const total = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', margin: 0, paddingInline: `calc(${base} * 0.4)` })
export const totalValue = style({ fontSize: `calc(${base} * 1.8)`, fontWeight: 700, fontVariantNumeric: 'tabular-nums' })

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: `calc(${base} * 0.6)`,
  paddingBlock: `calc(${base} * 2)`,
  textAlign: 'center',
})
export const stateTitle = style({ margin: 0, fontWeight: 600 })
/** "· partial" after a total that leaves unpriced tokens out: quieter than the figure. */
export const partialMark = style({ fontSize: `calc(${base} * 1.1)`, fontWeight: 500, color: vars.colors.foregroundMuted })
export const muted = style({ margin: 0, color: vars.colors.foregroundMuted })
export const errorText = style({ margin: 0, color: vars.colors.error, fontWeight: 600 })

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } })
export const skeleton = style({
  blockSize: `calc(${base} * 5.2)`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.surface,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const nftGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${base} * 9.6), 1fr))`,
  gap: `calc(${base} * 0.8)`,
})

export const nftCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${base} * 0.4)`,
  margin: 0,
  padding: `calc(${base} * 0.6)`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.surface,
})
export const nftImage = style({
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: `calc(${vars.radii.base} * 2)`,
  background: vars.colors.background,
  display: 'block',
})
export const nftPlaceholder = style([
  nftImage,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.colors.foregroundMuted, fontWeight: 700 },
])

export const group = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.6)`, marginBlockEnd: `calc(${base} * 1.2)` })
export const yearHeading = style({ margin: 0, fontSize: `calc(${base} * 1.4)`, fontWeight: 700 })
export const monthHeading = style({
  margin: 0,
  fontSize: `calc(${base} * 1.2)`,
  fontWeight: 600,
  color: vars.colors.foregroundMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})
export const sentinel = style({ blockSize: 1 })
