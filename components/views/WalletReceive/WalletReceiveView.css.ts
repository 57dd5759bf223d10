import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

const base = vars.fontSize.base

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${base} * 1.4)`, inlineSize: '100%' })

// The code is always dark on white, whatever the theme, so every camera reads it.
export const qrFrame = style({
  boxSizing: 'border-box',
  inlineSize: 'min(100%, 240px)',
  aspectRatio: '1',
  padding: `calc(${base} * 1.2)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: '#ffffff',
  // Visible edge on the light theme's white modal too.
  border: `1px solid ${vars.colors.border}`,
})

export const qrSvg = style({ display: 'block', inlineSize: '100%', blockSize: '100%' })

export const label = style({ margin: 0, fontSize: `calc(${base} * 1.3)`, fontWeight: 600, color: vars.colors.foregroundMuted })

export const address = style({
  margin: 0,
  maxInlineSize: '100%',
  fontFamily: vars.fonts.mono,
  // Small enough that a whole address fits one line of the 360 px modal.
  fontSize: `calc(${base} * 1.2)`,
  textAlign: 'center',
  overflowWrap: 'anywhere',
})

export const fullWidth = style({ inlineSize: '100%' })

export const networks = style({ inlineSize: '100%' })

export const heading = style({ margin: 0, marginBlockEnd: `calc(${base} * 0.4)`, fontSize: `calc(${base} * 1.4)`, fontWeight: 600 })

export const hint = style({ margin: 0, marginBlockEnd: `calc(${base} * 0.8)`, fontSize: `calc(${base} * 1.2)`, color: vars.colors.foregroundMuted })

export const networkList = style({ display: 'flex', flexWrap: 'wrap', gap: `calc(${base} * 0.6)`, margin: 0, padding: 0, listStyle: 'none' })

export const networkItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: `calc(${base} * 0.6)`,
  paddingBlock: `calc(${base} * 0.4)`,
  paddingInline: `calc(${base} * 0.8)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
  fontSize: `calc(${base} * 1.3)`,
})
