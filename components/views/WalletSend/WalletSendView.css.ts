import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { focusable } from '../../ui/ui.css'

const base = vars.fontSize.base

export const form = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 1.6)`, inlineSize: '100%' })

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 })

export const label = style({
  display: 'block',
  marginBlockEnd: `calc(${base} * 0.6)`,
  padding: 0,
  fontSize: `calc(${base} * 1.3)`,
  fontWeight: 600,
  color: vars.colors.foregroundMuted,
})

export const tokenList = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.4)`, margin: 0, padding: 0, listStyle: 'none' })

export const tokenRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: `calc(${base} * 1)`,
  minBlockSize: `calc(${base} * 4.4)`,
  paddingInline: `calc(${base} * 1.2)`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.colors.surfaceHover },
    '&:has(input:checked)': { borderColor: vars.colors.accent },
    '&:has(input:focus-visible)': { boxShadow: `0 0 0 2px ${vars.colors.background}, 0 0 0 4px ${vars.colors.focusRing}` },
  },
})

export const radio = style({ margin: 0, accentColor: vars.colors.accent, inlineSize: `calc(${base} * 1.6)`, blockSize: `calc(${base} * 1.6)`, outline: 'none' })

export const tokenSymbol = style({ fontWeight: 600 })

export const tokenBalance = style({ marginInlineStart: 'auto', color: vars.colors.foregroundMuted, fontVariantNumeric: 'tabular-nums' })

export const tokenIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: `calc(${base} * 2.4)`,
  blockSize: `calc(${base} * 2.4)`,
  borderRadius: '50%',
  overflow: 'hidden',
  background: vars.colors.accent,
  color: vars.colors.accentForeground,
  fontSize: `calc(${base} * 1.1)`,
  fontWeight: 700,
})

export const tokenIconImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' })

export const inputRow = style({ display: 'flex', alignItems: 'stretch', gap: `calc(${base} * 0.6)` })

export const input = style([
  focusable,
  {
    flex: 1,
    minInlineSize: 0,
    boxSizing: 'border-box',
    minBlockSize: `calc(${base} * 4.4)`,
    paddingInline: `calc(${base} * 1.2)`,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: `calc(${vars.radii.base} * 3)`,
    background: vars.colors.surface,
    color: vars.colors.foreground,
    fontFamily: 'inherit',
    fontSize: `calc(${base} * 1.6)`,
    selectors: {
      '&::placeholder': { color: vars.colors.foregroundMuted, opacity: 1 },
      '&[aria-invalid="true"]': { borderColor: vars.colors.error },
    },
  },
])

export const mono = style({ fontFamily: vars.fonts.mono, fontSize: `calc(${base} * 1.4)` })

export const hint = style({ margin: 0, marginBlockStart: `calc(${base} * 0.6)`, fontSize: `calc(${base} * 1.2)`, color: vars.colors.foregroundMuted, overflowWrap: 'anywhere' })

export const fieldError = style([hint, { color: vars.colors.error }])

export const profile = style({ display: 'flex', alignItems: 'center', gap: `calc(${base} * 0.6)`, marginBlockStart: `calc(${base} * 0.6)`, fontSize: `calc(${base} * 1.3)` })

export const avatar = style({ inlineSize: `calc(${base} * 2)`, blockSize: `calc(${base} * 2)`, borderRadius: '50%', objectFit: 'cover' })

export const formError = style({
  margin: 0,
  padding: `calc(${base} * 1)`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.errorSurface,
  color: vars.colors.error,
  fontWeight: 500,
})

export const muted = style({ margin: 0, color: vars.colors.foregroundMuted })

export const fullWidth = style({ inlineSize: '100%' })
