import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

const base = vars.fontSize.base

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${base} * 1.2)` })

export const addressRow = style({ display: 'flex', alignItems: 'center', gap: `calc(${base} * 0.4)` })

export const address = style({ margin: 0, fontSize: `calc(${base} * 1.8)`, fontWeight: 600, fontFamily: vars.fonts.mono })

export const balance = style({ margin: 0, fontSize: `calc(${base} * 2.2)`, fontWeight: 600, fontVariantNumeric: 'tabular-nums' })

export const muted = style({ margin: 0, color: vars.colors.foregroundMuted })

export const errorText = style({ margin: 0, color: vars.colors.error })

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `calc(${base} * 0.6) calc(${base} * 1.2)`,
  inlineSize: '100%',
  boxSizing: 'border-box',
  margin: 0,
  padding: `calc(${base} * 1.2)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
})

export const term = style({ color: vars.colors.foregroundMuted })
export const value = style({ margin: 0, textAlign: 'end', fontWeight: 500 })
export const fullWidth = style({ inlineSize: '100%' })
