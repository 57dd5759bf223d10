import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { fieldLabel } from '../../ui/field.css'
import { fullWidth, stack } from '../../ui/panel.css'
import { focusable } from '../../ui/ui.css'

// The e-mail field and social buttons of Connect, which the page's dialog shell lays out too before
// the modal's code is in: here, beside Connect, and not with the e-mail views (their styles load
// with them). The e-mail views' forms (authForm.css.ts) take these and add their own.

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
