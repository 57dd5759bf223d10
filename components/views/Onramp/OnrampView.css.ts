import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { choiceBox, choiceRadio, control, fieldColumn, fieldLabel } from '../../ui/field.css'
import { detailsTerm, detailsValue, fullWidth as sharedFullWidth, notice as noticeBox, panel, statusLine, stack } from '../../ui/panel.css'
import { focusable } from '../../ui/ui.css'

const base = vars.fontSize.base

export const form = style([stack({ gap: 'medium' }), { inlineSize: '100%', minInlineSize: 0 }])

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.6)`, margin: 0, padding: 0, border: 'none', minInlineSize: 0 })

export const legend = fieldLabel({ spaced: true })

/** One provider: a radio, its name, the fee range and a note. */
export const provider = style([
  choiceBox,
  {
    gap: `calc(${base} * 1)`,
    minBlockSize: `calc(${base} * 4.4)`,
    padding: `calc(${base} * 0.8) calc(${base} * 1.2)`,
    borderRadius: `calc(${vars.radii.base} * 4)`,
  },
])

export const radio = choiceRadio

export const providerText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, flex: 1 })

export const providerName = style({ fontWeight: 600 })

export const muted = style({ color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.2)`, overflowWrap: 'anywhere' })

// Two fields side by side where they fit, one above the other on a phone.
export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))', gap: `calc(${base} * 0.8)` })

export const field = fieldColumn

export const label = fieldLabel({ spaced: false })

export const select = style([control(), { inlineSize: '100%', paddingInline: `calc(${base} * 1)` }])

/** A select with the chosen currency's or network's image before it. */
export const selectRow = style({ display: 'flex', alignItems: 'center', gap: `calc(${base} * 0.6)`, minInlineSize: 0 })

/** A currency's or token's image, or its letter on a disc. */
export const currencyImage = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 24,
  blockSize: 24,
  borderRadius: '50%',
  overflow: 'hidden',
  background: vars.colors.background,
  color: vars.colors.foreground,
  fontSize: `calc(${base} * 1.1)`,
  fontWeight: 700,
})

export const details = panel({ look: 'details', dense: true })

export const term = detailsTerm

export const value = detailsValue

export const total = style([value, { fontWeight: 700 }])

/** A notice: the fallback options, the estimate, the checkout's progress. */
export const notice = noticeBox({ tone: 'neutral' })

export const warning = noticeBox({ tone: 'error' })

export const status = statusLine

export const link = style([focusable, { color: vars.colors.accent, fontWeight: 600, borderRadius: vars.radii.base }])

export const fullWidth = sharedFullWidth
