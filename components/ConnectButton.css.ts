import { style } from '@vanilla-extract/css'
import { vars } from '../styles/themeContract.css'

const base = vars.fontSize.base
const ring = `0 0 0 2px ${vars.colors.background}, 0 0 0 4px ${vars.colors.focusRing}`

/** The buttons' wrapper: it carries the theme (`data-foyer-theme`) and the direction. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: `calc(${base} * 0.8)`,
  maxInlineSize: '100%',
  fontFamily: vars.fonts.body,
  fontSize: `calc(${base} * 1.4)`,
  color: vars.colors.foreground,
})

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: `calc(${base} * 0.8)`,
  minBlockSize: `calc(${base} * 4)`,
  minInlineSize: 0,
  paddingInline: `calc(${base} * 1.4)`,
  border: 'none',
  borderRadius: `calc(${vars.radii.base} * 3)`,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms ease, opacity 120ms ease',
  selectors: {
    '&:focus-visible': { boxShadow: ring },
    '&:disabled': { cursor: 'default' },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.8 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

/** "Connect": the accent pill. */
export const connect = style([pill, { background: vars.colors.accent, color: vars.colors.accentForeground }])

/** The account and network pills. */
export const surface = style([
  pill,
  {
    background: vars.colors.surface,
    color: vars.colors.foreground,
    boxShadow: `inset 0 0 0 1px ${vars.colors.border}`,
    selectors: { '&:hover:not(:disabled)': { background: vars.colors.surfaceHover } },
  },
])

/** The network pill: its icon only on narrow screens. */
export const networkName = style({ '@media': { '(max-width: 430px)': { display: 'none' } } })

/** The balance part of the account pill: left out on narrow screens, where the address matters more. */
export const balance = style({
  paddingInlineEnd: `calc(${base} * 0.8)`,
  borderInlineEnd: `1px solid ${vars.colors.border}`,
  color: vars.colors.foregroundMuted,
  whiteSpace: 'nowrap',
  '@media': { '(max-width: 430px)': { display: 'none' } },
})

/** The name or the shortened address; long names end in an ellipsis. */
export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxInlineSize: '16ch' })

/** The account's avatar (or the wallet's icon). */
export const avatar = style({ inlineSize: 20, blockSize: 20, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 })
