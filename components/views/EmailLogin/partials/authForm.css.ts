import { style } from '@vanilla-extract/css'
import { vars } from '../../../../styles/themeContract.css'
import { fieldLabel } from '../../../ui/field.css'
import { fullWidth, stack } from '../../../ui/panel.css'
import { focusable } from '../../../ui/ui.css'

const base = vars.fontSize.base

export const section = stack({ gap: 'medium' })

export const form = stack({ gap: 'small' })

export const label = fieldLabel({ spaced: false })

export const input = style([
  focusable,
  {
    minHeight: `calc(${base} * 4.4)`,
    paddingInline: `calc(${base} * 1.4)`,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: `calc(${vars.radii.base} * 4)`,
    background: vars.colors.surface,
    color: vars.colors.foreground,
    fontFamily: 'inherit',
    fontSize: `calc(${base} * 1.5)`,
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.colors.error } },
  },
])

export const codeInput = style([input, { fontFamily: vars.fonts.mono, letterSpacing: '0.2em', textAlign: 'center', fontSize: `calc(${base} * 2)` }])

export const hint = style({ margin: 0, color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.4)`, textAlign: 'center', overflowWrap: 'anywhere' })

export const error = style({ margin: 0, color: vars.colors.error, fontWeight: 600, fontSize: `calc(${base} * 1.4)` })

export { fullWidth }

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: `calc(${base} * 0.8)`,
  color: vars.colors.foregroundMuted,
  fontSize: `calc(${base} * 1.2)`,
  selectors: { '&::before, &::after': { content: '""', flex: 1, blockSize: '1px', background: vars.colors.border } },
})

export const socialGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${base} * 9), 1fr))`,
  gap: `calc(${base} * 0.8)`,
})

export const frameArea = style({
  blockSize: `calc(${base} * 42)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})

export const qrWrap = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${base} * 1.2)` })
