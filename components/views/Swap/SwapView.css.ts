import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { focusable } from '../../ui/ui.css'

const base = vars.fontSize.base
const card = `calc(${vars.radii.base} * 4)`

export const form = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 1.2)`, inlineSize: '100%' })

/** One side of the swap (pay or receive): label, amount and token. */
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${base} * 0.6)`,
  padding: `calc(${base} * 1.2)`,
  borderRadius: card,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
})

// Wraps so the picker's open list takes a line of its own under the amount and the toggle.
export const sideRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `calc(${base} * 0.8)`, minInlineSize: 0 })

export const amountInput = style([
  focusable,
  {
    flex: '1 1 0',
    minInlineSize: 0,
    boxSizing: 'border-box',
    minBlockSize: `calc(${base} * 4.4)`,
    paddingInline: `calc(${base} * 0.8)`,
    border: `1px solid transparent`,
    borderRadius: `calc(${vars.radii.base} * 3)`,
    background: vars.colors.background,
    color: vars.colors.foreground,
    fontFamily: 'inherit',
    fontSize: `calc(${base} * 2)`,
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&::placeholder': { color: vars.colors.foregroundMuted, opacity: 1 },
      '&[aria-invalid="true"]': { borderColor: vars.colors.error },
    },
  },
])

export const flipRow = style({ display: 'flex', justifyContent: 'center', marginBlock: `calc(${base} * -0.6)` })

export const flipButton = style({ border: `1px solid ${vars.colors.border}`, background: vars.colors.background, borderRadius: '50%' })

/** The token picker's toggle: icon, symbol and a chevron. */
export const pickerToggle = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: `calc(${base} * 0.6)`,
    flexShrink: 0,
    minBlockSize: `calc(${base} * 4.4)`,
    paddingInline: `calc(${base} * 1)`,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: `calc(${vars.radii.base} * 6)`,
    background: vars.colors.background,
    color: vars.colors.foreground,
    fontFamily: 'inherit',
    fontSize: `calc(${base} * 1.4)`,
    fontWeight: 600,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.colors.surfaceHover }, '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
  },
])

export const chevron = style({ color: vars.colors.foregroundMuted, selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } } })

export const pickerPanel = style({
  flexBasis: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${base} * 0.6)`,
  padding: `calc(${base} * 0.8)`,
  borderRadius: card,
  background: vars.colors.background,
  border: `1px solid ${vars.colors.border}`,
})

export const optionList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${base} * 0.4)`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxBlockSize: `calc(${base} * 22)`,
  overflowY: 'auto',
})

export const option = style([
  focusable,
  {
    display: 'flex',
    alignItems: 'center',
    gap: `calc(${base} * 1)`,
    inlineSize: '100%',
    minBlockSize: `calc(${base} * 4.4)`,
    paddingInline: `calc(${base} * 1)`,
    border: `1px solid transparent`,
    borderRadius: `calc(${vars.radii.base} * 3)`,
    background: vars.colors.surface,
    color: vars.colors.foreground,
    fontFamily: 'inherit',
    fontSize: `calc(${base} * 1.4)`,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.colors.surfaceHover }, '&[aria-pressed="true"]': { borderColor: vars.colors.accent } },
  },
])

export const optionName = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 })

export const optionSub = style({ color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.2)` })

export const optionBalance = style({ marginInlineStart: 'auto', color: vars.colors.foregroundMuted, fontVariantNumeric: 'tabular-nums' })

export const hint = style({ margin: 0, fontSize: `calc(${base} * 1.2)`, color: vars.colors.foregroundMuted, overflowWrap: 'anywhere' })

export const fieldError = style([hint, { color: vars.colors.error }])

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `calc(${base} * 0.6) calc(${base} * 1.2)`,
  margin: 0,
  padding: `calc(${base} * 1.2)`,
  borderRadius: card,
  background: vars.colors.surface,
  fontSize: `calc(${base} * 1.3)`,
})

export const term = style({ color: vars.colors.foregroundMuted })

export const value = style({ margin: 0, textAlign: 'end', fontWeight: 500, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' })

export const valueWarning = style([value, { color: vars.colors.error, fontWeight: 700 }])

/** A notice in the error colours: the high price impact and the failures. */
export const warning = style({
  margin: 0,
  padding: `calc(${base} * 1)`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.errorSurface,
  color: vars.colors.error,
  fontWeight: 500,
})

export const status = style({ display: 'flex', alignItems: 'center', gap: `calc(${base} * 0.6)`, margin: 0, color: vars.colors.foregroundMuted })

export const slippage = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 })

export const smallLabel = style({ padding: 0, marginBlockEnd: `calc(${base} * 0.6)`, fontSize: `calc(${base} * 1.3)`, fontWeight: 600, color: vars.colors.foregroundMuted })

export const slippageRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `calc(${base} * 0.6)` })

export const slippageChoice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: `calc(${base} * 0.4)`,
  minBlockSize: `calc(${base} * 3.6)`,
  paddingInline: `calc(${base} * 1)`,
  borderRadius: `calc(${vars.radii.base} * 6)`,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.colors.accent },
    '&:has(input:focus-visible)': { boxShadow: `0 0 0 2px ${vars.colors.background}, 0 0 0 4px ${vars.colors.focusRing}` },
  },
})

export const radio = style({ margin: 0, accentColor: vars.colors.accent, outline: 'none' })

export const slippageInput = style([
  focusable,
  {
    inlineSize: `calc(${base} * 8)`,
    boxSizing: 'border-box',
    minBlockSize: `calc(${base} * 3.6)`,
    paddingInline: `calc(${base} * 0.8)`,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: `calc(${vars.radii.base} * 6)`,
    background: vars.colors.surface,
    color: vars.colors.foreground,
    fontFamily: 'inherit',
    fontSize: `calc(${base} * 1.4)`,
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.colors.error } },
  },
])

export const fullWidth = style({ inlineSize: '100%' })
