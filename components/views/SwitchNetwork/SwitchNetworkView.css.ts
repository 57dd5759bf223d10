import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { ellipsis, listRow, tagMuted, tagSuccess } from '../../ui/ui.css'

const base = vars.fontSize.base

export const root = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 1.2)` })

export const text = style({ margin: 0, color: vars.colors.foregroundMuted, textAlign: 'center', lineHeight: 1.4 })

export const heading = style({ margin: 0, fontSize: `calc(${base} * 1.2)`, fontWeight: 600, color: vars.colors.foregroundMuted })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.6)` })

export const item = style([listRow, { selectors: { '&[aria-current="true"]': { boxShadow: `inset 0 0 0 1px ${vars.colors.accent}` } } }])

export const name = ellipsis

export const tags = style({ display: 'inline-flex', alignItems: 'center', gap: `calc(${base} * 0.4)` })

export const testnetTag = tagMuted

export const activeTag = tagSuccess

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: `calc(${base} * 0.8)`,
  padding: `calc(${base} * 1.6) calc(${base} * 0.8)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
  outline: 'none',
})

export const panelTitle = style({ margin: 0, fontSize: `calc(${base} * 1.6)`, fontWeight: 600 })

export const errorText = style({ margin: 0, color: vars.colors.error, fontWeight: 600, textAlign: 'center' })

export const fullWidth = style({ inlineSize: '100%' })
