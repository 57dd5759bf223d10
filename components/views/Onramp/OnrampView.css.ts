import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { focusable } from '../../ui/ui.css'

const base = vars.fontSize.base
const card = `calc(${vars.radii.base} * 4)`

export const form = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 1.2)`, inlineSize: '100%', minInlineSize: 0 })

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.6)`, margin: 0, padding: 0, border: 'none', minInlineSize: 0 })

export const legend = style({ padding: 0, marginBlockEnd: `calc(${base} * 0.6)`, fontSize: `calc(${base} * 1.3)`, fontWeight: 600, color: vars.colors.foregroundMuted })

/** One provider: a radio, its name, the fee range and a note. */
export const provider = style({
  display: 'flex',
  alignItems: 'center',
  gap: `calc(${base} * 1)`,
  minBlockSize: `calc(${base} * 4.4)`,
  padding: `calc(${base} * 0.8) calc(${base} * 1.2)`,
  borderRadius: card,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.colors.accent },
    '&:has(input:focus-visible)': { boxShadow: `0 0 0 2px ${vars.colors.background}, 0 0 0 4px ${vars.colors.focusRing}` },
  },
})

export const radio = style({ margin: 0, accentColor: vars.colors.accent, outline: 'none' })

export const providerText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, flex: 1 })

export const providerName = style({ fontWeight: 600 })

export const muted = style({ color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.2)`, overflowWrap: 'anywhere' })

// Two fields side by side where they fit, one above the other on a phone.
export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))', gap: `calc(${base} * 0.8)` })

export const field = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.4)`, minInlineSize: 0 })

export const label = style({ fontSize: `calc(${base} * 1.3)`, fontWeight: 600, color: vars.colors.foregroundMuted })

const control = {
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: `calc(${base} * 4.4)`,
  paddingInline: `calc(${base} * 1)`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.surface,
  color: vars.colors.foreground,
  fontFamily: 'inherit',
  fontSize: `calc(${base} * 1.4)`,
} as const

export const select = style([focusable, control])

export const amountInput = style([
  focusable,
  {
    ...control,
    fontSize: `calc(${base} * 2)`,
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&::placeholder': { color: vars.colors.foregroundMuted, opacity: 1 },
      '&[aria-invalid="true"]': { borderColor: vars.colors.error },
    },
  },
])

export const hint = style({ margin: 0, fontSize: `calc(${base} * 1.2)`, color: vars.colors.foregroundMuted })

export const fieldError = style([hint, { color: vars.colors.error, fontWeight: 500 }])

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

export const total = style([value, { fontWeight: 700 }])

/** A notice: the fallback options, the estimate, the checkout's progress. */
export const notice = style({
  margin: 0,
  padding: `calc(${base} * 1)`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  color: vars.colors.foreground,
  fontSize: `calc(${base} * 1.3)`,
})

export const warning = style({
  margin: 0,
  padding: `calc(${base} * 1)`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.errorSurface,
  color: vars.colors.error,
  fontWeight: 500,
})

export const status = style({ display: 'flex', alignItems: 'center', gap: `calc(${base} * 0.6)`, margin: 0, color: vars.colors.foregroundMuted })

export const link = style([focusable, { color: vars.colors.accent, fontWeight: 600, borderRadius: vars.radii.base }])

export const fullWidth = style({ inlineSize: '100%' })
