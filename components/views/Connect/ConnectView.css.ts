import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { groupHeading, panel, panelTitle } from '../../ui/panel.css'
import { ellipsis, listRow } from '../../ui/ui.css'

const base = vars.fontSize.base

export const section = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.8)` })

export const heading = groupHeading

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.8)` })

export const walletButton = style([listRow, { selectors: { '&[aria-busy="true"]': { opacity: 1 } } }])

export const walletName = ellipsis

export const tag = style({
  padding: `calc(${base} * 0.2) calc(${base} * 0.6)`,
  borderRadius: `calc(${vars.radii.base} * 2)`,
  background: vars.colors.background,
  color: vars.colors.success,
  fontSize: `calc(${base} * 1.1)`,
  fontWeight: 600,
})

export const status = style([panel({ look: 'message' }), { marginBlockEnd: `calc(${base} * 1.2)` }])

export const statusTitle = panelTitle
export const statusText = style({ margin: 0, color: vars.colors.foregroundMuted })
export const errorText = style({ margin: 0, color: vars.colors.error, fontWeight: 600, fontSize: `calc(${base} * 1.6)` })

export const empty = style({ margin: 0, padding: `calc(${base} * 1.6)`, textAlign: 'center', color: vars.colors.foregroundMuted })

export const tagNeutral = style({
  padding: `calc(${base} * 0.2) calc(${base} * 0.6)`,
  borderRadius: `calc(${vars.radii.base} * 2)`,
  background: vars.colors.background,
  color: vars.colors.foregroundMuted,
  fontSize: `calc(${base} * 1.1)`,
  fontWeight: 600,
})

/** A placeholder row while wallets load; same height as a wallet button. */
export { skeletonRow } from '../../ui/skeletonRow.css'

export const allWalletsButton = style([walletButton, { justifyContent: 'space-between' }])

export const allWalletsIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 40,
  blockSize: 40,
  flexShrink: 0,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.surfaceHover,
  color: vars.colors.foregroundMuted,
})
