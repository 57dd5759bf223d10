import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { choiceBox, choiceRadio, control, fieldError as sharedFieldError, fieldHint, fieldLabel } from '../../ui/field.css'
import { detailsTerm, detailsValue, fullWidth as sharedFullWidth, notice, panel, statusLine, stack } from '../../ui/panel.css'
import { focusable } from '../../ui/ui.css'

const base = vars.fontSize.base
const card = `calc(${vars.radii.base} * 4)`

export const form = style([stack({ gap: 'medium' }), { inlineSize: '100%' }])

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

export const hint = fieldHint

export const fieldError = sharedFieldError

export const details = panel({ look: 'details', dense: true })

export const term = detailsTerm

export const value = detailsValue

export const valueWarning = style([value, { color: vars.colors.error, fontWeight: 700 }])

/** A notice in the error colours: the high price impact and the failures. */
export const warning = notice({ tone: 'error' })

export const status = statusLine

export const slippage = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 })

export const smallLabel = fieldLabel({ spaced: true })

export const slippageRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `calc(${base} * 0.6)` })

export const slippageChoice = style([
  choiceBox,
  {
    display: 'inline-flex',
    gap: `calc(${base} * 0.4)`,
    minBlockSize: `calc(${base} * 3.6)`,
    paddingInline: `calc(${base} * 1)`,
    borderRadius: `calc(${vars.radii.base} * 6)`,
    fontVariantNumeric: 'tabular-nums',
  },
])

export const radio = choiceRadio

export const slippageInput = style([
  control(),
  { inlineSize: `calc(${base} * 8)`, minBlockSize: `calc(${base} * 3.6)`, paddingInline: `calc(${base} * 0.8)`, borderRadius: `calc(${vars.radii.base} * 6)` },
])

export const fullWidth = sharedFullWidth
