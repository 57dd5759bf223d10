import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

const base = vars.fontSize.base

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${base} * 0.6)`,
  padding: `calc(${base} * 1.2)`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.surface,
  color: vars.colors.foreground,
  fontSize: `calc(${base} * 1.3)`,
})

export const label = style({ display: 'flex', alignItems: 'flex-start', gap: `calc(${base} * 0.8)`, cursor: 'pointer', lineHeight: 1.4 })

export const checkbox = style({
  flexShrink: 0,
  inlineSize: `calc(${base} * 1.8)`,
  blockSize: `calc(${base} * 1.8)`,
  margin: 0,
  accentColor: vars.colors.accent,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 2 } },
})

export const link = style({
  color: vars.colors.accent,
  fontWeight: 600,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 2, borderRadius: 2 } },
})

export const hint = style({ margin: 0, color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.2)` })

/** Visually hidden text for screen readers ("opens in a new tab"). */
export const srOnly = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
