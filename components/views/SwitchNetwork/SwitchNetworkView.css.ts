import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { fullWidth, groupHeading, messageError, panel as panelBox, panelTitle, stack } from '../../ui/panel.css'
import { ellipsis, listRow, tagMuted, tagSuccess } from '../../ui/ui.css'

const base = vars.fontSize.base

export const root = stack({ gap: 'medium' })

export const text = style({ margin: 0, color: vars.colors.foregroundMuted, textAlign: 'center', lineHeight: 1.4 })

export const heading = groupHeading

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.6)` })

export const item = style([listRow, { selectors: { '&[aria-current="true"]': { boxShadow: `inset 0 0 0 1px ${vars.colors.accent}` } } }])

export const name = ellipsis

export const tags = style({ display: 'inline-flex', alignItems: 'center', gap: `calc(${base} * 0.4)` })

export const testnetTag = tagMuted

export const activeTag = tagSuccess

export const panel = style([panelBox({ look: 'message' }), { outline: 'none' }])

export { panelTitle }

export const errorText = messageError

export { fullWidth }
