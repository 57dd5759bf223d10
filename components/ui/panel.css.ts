import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../styles/themeContract.css'

// Shared boxes of the modal's views: compose them (`style([panel({ look: 'message' }), { ... }])`) in a
// view's own .css.ts instead of writing the same declarations again. They are built at compile time, so
// a view that composes them ships class names only; nothing here reaches the page's first chunk.

const base = vars.fontSize.base
const card = `calc(${vars.radii.base} * 4)`

/** A column of blocks with a gap, the frame of most views and forms. */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap: {
      small: { gap: `calc(${base} * 0.8)` },
      medium: { gap: `calc(${base} * 1.2)` },
      large: { gap: `calc(${base} * 1.6)` },
    },
  },
  defaultVariants: { gap: 'medium' },
})

/** A box on the surface colour: a centred message (icon, title, text), a bordered card, or a term/value grid. */
export const panel = recipe({
  base: { borderRadius: card, background: vars.colors.surface },
  variants: {
    look: {
      // A status or outcome: icon, title and a line of text, centred.
      message: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: `calc(${base} * 0.8)`,
        padding: `calc(${base} * 1.6) calc(${base} * 0.8)`,
      },
      // A group of controls that belong together, such as one side of a swap.
      card: {
        display: 'flex',
        flexDirection: 'column',
        gap: `calc(${base} * 0.6)`,
        padding: `calc(${base} * 1.2)`,
        border: `1px solid ${vars.colors.border}`,
      },
      // A `<dl>` of terms and values: a quote, a transfer's summary.
      details: {
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: `calc(${base} * 0.8) calc(${base} * 1.2)`,
        margin: 0,
        padding: `calc(${base} * 1.2)`,
      },
    },
    // Quotes pack their rows tighter, in smaller text.
    dense: { true: { rowGap: `calc(${base} * 0.6)`, fontSize: `calc(${base} * 1.3)` }, false: {} },
  },
  defaultVariants: { dense: false },
})

/** The term of a details grid. */
export const detailsTerm = style({ color: vars.colors.foregroundMuted })

/** The value of a details grid, at the end of its row. */
export const detailsValue = style({ margin: 0, textAlign: 'end', fontWeight: 500, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' })

/** A boxed line of text: neutral (a notice, progress) or in the error colours (a failure, a warning). */
export const notice = recipe({
  base: { margin: 0, padding: `calc(${base} * 1)`, borderRadius: `calc(${vars.radii.base} * 3)` },
  variants: {
    tone: {
      neutral: { background: vars.colors.surface, border: `1px solid ${vars.colors.border}`, color: vars.colors.foreground, fontSize: `calc(${base} * 1.3)` },
      error: { background: vars.colors.errorSurface, color: vars.colors.error, fontWeight: 500 },
    },
  },
})

/** A line of progress: a spinner and what is loading. */
export const statusLine = style({ display: 'flex', alignItems: 'center', gap: `calc(${base} * 0.6)`, margin: 0, color: vars.colors.foregroundMuted })

/** A title inside a message panel. */
export const panelTitle = style({ margin: 0, fontSize: `calc(${base} * 1.6)`, fontWeight: 600 })

/** A small heading over a group (a list of wallets or networks). */
export const groupHeading = style({ margin: 0, fontSize: `calc(${base} * 1.2)`, fontWeight: 600, color: vars.colors.foregroundMuted })

/** A failure's text inside a message panel. */
export const messageError = style({ margin: 0, color: vars.colors.error, fontWeight: 600, textAlign: 'center' })

/** Stretches a button across its column. */
export const fullWidth = style({ inlineSize: '100%' })
