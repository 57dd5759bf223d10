import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../styles/themeContract.css'
import { focusable } from './ui.css'

// Shared parts of a form field (label, control, hint, error) for the views' .css.ts files to compose.

const base = vars.fontSize.base

/** A field's label or a fieldset's legend. */
export const fieldLabel = recipe({
  base: { display: 'block', padding: 0, fontSize: `calc(${base} * 1.3)`, fontWeight: 600, color: vars.colors.foregroundMuted },
  variants: {
    // Spaced where the label sits in a plain block; a column with its own gap needs no margin.
    spaced: { true: { marginBlockEnd: `calc(${base} * 0.6)` }, false: {} },
  },
  defaultVariants: { spaced: true },
})

/** A field laid out as a column: label, control, hint and error, with a small gap. */
export const fieldColumn = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.4)`, minInlineSize: 0 })

/** A text control: a one-line input or a select, with the error colour when `aria-invalid`. */
export const control = recipe({
  base: [
    focusable,
    {
      boxSizing: 'border-box',
      minBlockSize: `calc(${base} * 4.4)`,
      border: `1px solid ${vars.colors.border}`,
      borderRadius: `calc(${vars.radii.base} * 3)`,
      background: vars.colors.surface,
      color: vars.colors.foreground,
      fontFamily: 'inherit',
      fontSize: `calc(${base} * 1.4)`,
      selectors: {
        '&::placeholder': { color: vars.colors.foregroundMuted, opacity: 1 },
        '&[aria-invalid="true"]': { borderColor: vars.colors.error },
      },
    },
  ],
  variants: {
    // An amount: large tabular digits.
    amount: { true: { fontSize: `calc(${base} * 2)`, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { amount: false },
})

/** Help under a field: a balance, the limits. */
export const fieldHint = style({ margin: 0, fontSize: `calc(${base} * 1.2)`, color: vars.colors.foregroundMuted, overflowWrap: 'anywhere' })

/** What is wrong with a field, under it. */
export const fieldError = style([fieldHint, { color: vars.colors.error }])

/** A choice drawn as a bordered box around its radio: the accent border when picked, the focus ring on its radio's focus. */
export const choiceBox = style({
  display: 'flex',
  alignItems: 'center',
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.colors.accent },
    '&:has(input:focus-visible)': { boxShadow: `0 0 0 2px ${vars.colors.background}, 0 0 0 4px ${vars.colors.focusRing}` },
  },
})

/** The radio inside a choice box: the accent colour, its ring drawn on the box. */
export const choiceRadio = style({ margin: 0, accentColor: vars.colors.accent, outline: 'none' })
