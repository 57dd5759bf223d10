import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { messageError, panel as panelBox, panelTitle, stack } from '../../ui/panel.css'

const base = vars.fontSize.base

export const root = stack({ gap: 'medium' })

export const panel = panelBox({ look: 'message' })

export const heading = panelTitle

export const text = style({ margin: 0, color: vars.colors.foregroundMuted, lineHeight: 1.4, overflowWrap: 'anywhere' })

export const errorText = messageError

export const actions = style({ display: 'flex', gap: `calc(${base} * 0.8)` })

export const action = style({ flex: 1 })
