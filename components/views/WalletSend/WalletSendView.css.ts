import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { choiceBox, choiceRadio, control, fieldHint, fieldLabel } from '../../ui/field.css'
import { fullWidth as sharedFullWidth, notice, stack } from '../../ui/panel.css'

const base = vars.fontSize.base

export const form = style([stack({ gap: 'large' }), { inlineSize: '100%' }])

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 })

export const label = fieldLabel({ spaced: true })

export const tokenList = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.4)`, margin: 0, padding: 0, listStyle: 'none' })

export const tokenRow = style([
  choiceBox,
  {
    gap: `calc(${base} * 1)`,
    minBlockSize: `calc(${base} * 4.4)`,
    paddingInline: `calc(${base} * 1.2)`,
    borderRadius: `calc(${vars.radii.base} * 3)`,
    selectors: { '&:hover': { background: vars.colors.surfaceHover } },
  },
])

export const radio = style([choiceRadio, { inlineSize: `calc(${base} * 1.6)`, blockSize: `calc(${base} * 1.6)` }])

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

export const input = style([control(), { flex: 1, minInlineSize: 0, paddingInline: `calc(${base} * 1.2)`, fontSize: `calc(${base} * 1.6)` }])

export const mono = style({ fontFamily: vars.fonts.mono, fontSize: `calc(${base} * 1.4)` })

export const hint = style([fieldHint, { marginBlockStart: `calc(${base} * 0.6)` }])

export const fieldError = style([hint, { color: vars.colors.error }])

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: `calc(${base} * 0.6)`,
  marginBlockStart: `calc(${base} * 0.6)`,
  fontSize: `calc(${base} * 1.3)`,
})

export const avatar = style({ inlineSize: `calc(${base} * 2)`, blockSize: `calc(${base} * 2)`, borderRadius: '50%', objectFit: 'cover' })

export const formError = notice({ tone: 'error' })

export const muted = style({ margin: 0, color: vars.colors.foregroundMuted })

export const fullWidth = sharedFullWidth
