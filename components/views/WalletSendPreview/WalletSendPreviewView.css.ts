import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { detailsTerm, fullWidth as sharedFullWidth, notice, panel } from '../../ui/panel.css'
import { focusable } from '../../ui/ui.css'

const base = vars.fontSize.base

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: `calc(${base} * 1.4)`, inlineSize: '100%' })

export const amount = style({
  margin: 0,
  textAlign: 'center',
  fontSize: `calc(${base} * 2.6)`,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
})

export const muted = style({ margin: 0, textAlign: 'center', color: vars.colors.foregroundMuted })

export const details = panel({ look: 'details' })

export const term = detailsTerm

export const value = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: `calc(${base} * 0.2)`,
  margin: 0,
  textAlign: 'end',
  fontWeight: 500,
  overflowWrap: 'anywhere',
})

export const inline = style({ display: 'inline-flex', alignItems: 'center', gap: `calc(${base} * 0.6)` })

export const mono = style({ fontFamily: vars.fonts.mono })

export const secondary = style({ color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.2)`, fontWeight: 400 })

export const errorText = notice({ tone: 'error' })

export const success = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${base} * 1)`, textAlign: 'center' })

export const successMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: `calc(${base} * 5.6)`,
  blockSize: `calc(${base} * 5.6)`,
  borderRadius: '50%',
  background: vars.colors.surface,
  color: vars.colors.success,
})

export const heading = style({ margin: 0, fontSize: `calc(${base} * 1.8)`, fontWeight: 600 })

export const link = style([
  focusable,
  {
    // The text colour, not the accent: the light theme's accent is too pale for text on white.
    color: vars.colors.foreground,
    fontWeight: 600,
    borderRadius: vars.radii.base,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
  },
])

export const fullWidth = sharedFullWidth
