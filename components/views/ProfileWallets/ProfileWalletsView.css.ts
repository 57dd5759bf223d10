import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { ellipsis, tag, tagMuted, tagSuccess } from '../../ui/ui.css'

const base = vars.fontSize.base

export const root = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 1.2)` })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.8)` })

/** One connection: icon, name and address, status, then its two actions. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `calc(${base} * 1.2)`,
  padding: `calc(${base} * 0.8)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
  color: vars.colors.foreground,
  selectors: { '&[data-status="active"]': { boxShadow: `inset 0 0 0 2px ${vars.colors.accent}` } },
})

export const identity = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: `calc(${base} * 10)`, gap: `calc(${base} * 0.2)` })

export const name = style([ellipsis, { fontWeight: 600 }])

/** The chain family before the address, when the list holds more than one. */
export const namespace = style({ fontFamily: vars.fonts.body })

export const address = style({ fontFamily: vars.fonts.mono, color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.3)` })

/** A connection's status, in the tag style the network list uses too. */
export const status = { active: tagSuccess, connected: tag, disconnected: tagMuted } as const

export const actions = style({ display: 'flex', gap: `calc(${base} * 0.6)`, marginInlineStart: 'auto' })

/** Smaller than the full-width buttons, so two fit beside a row's text on a phone. */
export const rowButton = style({ minHeight: `calc(${base} * 3.6)`, paddingInline: `calc(${base} * 1.2)`, fontSize: `calc(${base} * 1.3)` })

export const fullWidth = style({ inlineSize: '100%' })

export const errorText = style({ margin: 0, color: vars.colors.error })

export const hint = style({ margin: 0, color: vars.colors.foregroundMuted, textAlign: 'center' })

/** The info alert shown instead of the list when the project has multi-wallet off. */
export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${base} * 0.4)`,
  padding: `calc(${base} * 1.2)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
  borderInlineStart: `4px solid ${vars.colors.accent}`,
})

export const infoTitle = style({ margin: 0, fontWeight: 600 })
export const infoText = style({ margin: 0, color: vars.colors.foregroundMuted })

export const empty = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.4)`, padding: `calc(${base} * 1.6)`, textAlign: 'center' })

/** A placeholder row while the connections of the last visit are restored. */
export { skeletonRow } from '../../ui/skeletonRow.css'
