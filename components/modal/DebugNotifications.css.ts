import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/themeContract.css'

const base = vars.fontSize.base

/** The debug-mode list of the notification store's messages, under the header. */
export const list = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${base} * 0.4)`,
  margin: `0 calc(${base} * 1.6) calc(${base} * 0.8)`,
  padding: 0,
  maxBlockSize: `calc(${base} * 16)`,
  overflowY: 'auto',
})

const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: `calc(${base} * 0.8)`,
  padding: `calc(${base} * 0.6) calc(${base} * 1)`,
  borderRadius: `calc(${vars.radii.base} * 2)`,
  border: `1px solid ${vars.colors.border}`,
  color: vars.colors.foreground,
  fontSize: `calc(${base} * 1.2)`,
  overflowWrap: 'anywhere',
})

/** One message, tinted by its level. */
export const entry = styleVariants({
  info: [item, { background: vars.colors.surface }],
  warning: [item, { background: vars.colors.surface, borderColor: vars.colors.accent }],
  error: [item, { background: vars.colors.errorSurface }],
})

export const source = style({ fontFamily: vars.fonts.mono, color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.1)` })
export const text = style({ flex: 1, margin: 0 })
export const dismiss = style({
  flex: 'none',
  border: 'none',
  background: 'transparent',
  color: vars.colors.foregroundMuted,
  cursor: 'pointer',
  padding: 0,
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 2 },
})
