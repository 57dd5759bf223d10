import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../styles/themeContract.css'
import { control, fieldColumn, fieldError, fieldHint, fieldLabel } from './field.css'
import { panel } from './panel.css'

const base = vars.fontSize.base

// One amount field in three looks: `card` (a bordered box, the amount beside its token, as on each side
// of a swap), `inline` (the label above, a button beside, as in a transfer) and `block` (the field
// alone across the form, as in a purchase).

/** The field's box. */
export const field = recipe({
  variants: {
    look: {
      card: panel({ look: 'card' }),
      inline: {},
      block: fieldColumn,
    },
  },
})

/** The label over the amount. */
export const label = recipe({
  variants: { look: { card: fieldLabel({ spaced: true }), inline: fieldLabel({ spaced: true }), block: fieldLabel({ spaced: false }) } },
})

/** The amount and what stands beside it. */
export const row = recipe({
  variants: {
    look: {
      // Wraps, so a token list that opens takes a line of its own under the amount.
      card: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `calc(${base} * 0.8)`, minInlineSize: 0 },
      inline: { display: 'flex', alignItems: 'stretch', gap: `calc(${base} * 0.6)` },
      block: {},
    },
  },
})

/** The amount's text control. */
export const input = recipe({
  variants: {
    look: {
      card: style([
        control({ amount: true }),
        { flex: '1 1 0', minInlineSize: 0, paddingInline: `calc(${base} * 0.8)`, borderColor: 'transparent', background: vars.colors.background },
      ]),
      inline: style([control(), { flex: 1, minInlineSize: 0, paddingInline: `calc(${base} * 1.2)`, fontSize: `calc(${base} * 1.6)` }]),
      block: style([control({ amount: true }), { inlineSize: '100%', paddingInline: `calc(${base} * 1)` }]),
    },
  },
})

/** The help under the amount: the balance, the limits. */
export const hint = recipe({
  base: fieldHint,
  variants: { look: { card: {}, inline: { marginBlockStart: `calc(${base} * 0.6)` }, block: {} } },
})

/** What is wrong with the amount, under it. */
export const error = recipe({
  base: fieldError,
  variants: { look: { card: {}, inline: { marginBlockStart: `calc(${base} * 0.6)` }, block: { fontWeight: 500 } } },
})
