import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

const base = vars.fontSize.base

export const root = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 1.2)` })

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: `calc(${base} * 0.8)`,
  padding: `calc(${base} * 1.6) calc(${base} * 0.8)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
})

export const heading = style({ margin: 0, fontSize: `calc(${base} * 1.6)`, fontWeight: 600 })

export const text = style({ margin: 0, color: vars.colors.foregroundMuted, lineHeight: 1.4, overflowWrap: 'anywhere' })

export const errorText = style({ margin: 0, color: vars.colors.error, fontWeight: 600, textAlign: 'center' })

export const actions = style({ display: 'flex', gap: `calc(${base} * 0.8)` })

export const action = style({ flex: 1 })
