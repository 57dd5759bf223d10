import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { fieldLabel } from '../../ui/field.css'
import { stack } from '../../ui/panel.css'
import { focusable } from '../../ui/ui.css'

const base = vars.fontSize.base

export const root = stack({ gap: 'medium' })

export const text = style({ margin: 0, color: vars.colors.foregroundMuted, lineHeight: 1.4, fontSize: `calc(${base} * 1.4)` })

export const label = fieldLabel({ spaced: false })

// The zone stays beside the field; the whole row is left to right in every language (a name is Latin).
export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: `calc(${base} * 0.4)`,
  paddingInlineEnd: `calc(${base} * 1.4)`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
  selectors: { '&:has(input[aria-invalid="true"])': { borderColor: vars.colors.error } },
})

export const input = style([
  focusable,
  {
    flex: 1,
    minInlineSize: 0,
    minHeight: `calc(${base} * 4.4)`,
    paddingInline: `calc(${base} * 1.4)`,
    border: 'none',
    borderRadius: `calc(${vars.radii.base} * 4)`,
    background: 'transparent',
    color: vars.colors.foreground,
    fontFamily: 'inherit',
    fontSize: `calc(${base} * 1.5)`,
  },
])

export const zone = style({ color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.5)`, whiteSpace: 'nowrap' })

export const status = style({
  margin: 0,
  minBlockSize: `calc(${base} * 2)`,
  fontSize: `calc(${base} * 1.4)`,
  color: vars.colors.foregroundMuted,
  overflowWrap: 'anywhere',
})

export const available = style({ color: vars.colors.success, fontWeight: 600 })

export const problem = style({ color: vars.colors.error, fontWeight: 600 })

export const suggestions = style({ display: 'flex', flexWrap: 'wrap', gap: `calc(${base} * 0.6)`, margin: 0, padding: 0, listStyle: 'none' })

export const suggestion = style([
  focusable,
  {
    paddingBlock: `calc(${base} * 0.5)`,
    paddingInline: `calc(${base} * 1)`,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: '999px',
    background: vars.colors.surface,
    color: vars.colors.foreground,
    fontFamily: 'inherit',
    fontSize: `calc(${base} * 1.3)`,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.colors.surfaceHover } },
  },
])

export const error = style({ margin: 0, color: vars.colors.error, fontWeight: 600, fontSize: `calc(${base} * 1.4)`, overflowWrap: 'anywhere' })

export const heading = style({ margin: 0, fontSize: `calc(${base} * 1.3)`, fontWeight: 600, color: vars.colors.foregroundMuted })
