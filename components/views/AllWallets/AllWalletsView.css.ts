import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'
import { stack } from '../../ui/panel.css'
import { iconButton } from '../../ui/ui.css'

const base = vars.fontSize.base

export const root = stack({ gap: 'medium' })

export const searchBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
  boxShadow: `inset 0 0 0 1px ${vars.colors.border}`,
  selectors: { '&:focus-within': { boxShadow: `0 0 0 2px ${vars.colors.focusRing}` } },
})

export const searchIcon = style({
  display: 'inline-flex',
  paddingInlineStart: `calc(${base} * 1.2)`,
  color: vars.colors.foregroundMuted,
})

export const searchInput = style({
  flex: 1,
  minInlineSize: 0,
  blockSize: `calc(${base} * 4.4)`,
  paddingInline: `calc(${base} * 0.8)`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.colors.foreground,
  fontFamily: 'inherit',
  fontSize: `calc(${base} * 1.4)`,
  selectors: {
    '&::placeholder': { color: vars.colors.foregroundMuted },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
})

export const clearButton = style([iconButton, { marginInlineEnd: `calc(${base} * 0.6)` }])

/** The scrolling box of the virtual list: as tall as its rows, at most this tall. */
export const scroller = style({
  maxBlockSize: 'min(420px, 55vh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Room for the focus ring of the first and last rows.
  padding: 4,
  margin: -4,
})

export const list = style({ position: 'relative', listStyle: 'none', margin: 0, padding: 0 })

export const row = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  paddingBlockEnd: `calc(${base} * 0.8)`,
  boxSizing: 'border-box',
})

export const staticList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.8)` })

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: `calc(${base} * 0.8)`,
  margin: 0,
  padding: `calc(${base} * 2.4) calc(${base} * 1.6)`,
  textAlign: 'center',
  color: vars.colors.foregroundMuted,
})

export const messageTitle = style({ margin: 0, color: vars.colors.foreground, fontWeight: 600, fontSize: `calc(${base} * 1.5)` })
export const messageText = style({ margin: 0 })
export const errorTitle = style({ margin: 0, color: vars.colors.error, fontWeight: 600, fontSize: `calc(${base} * 1.5)` })

export const moreRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `calc(${base} * 0.8)`,
  blockSize: `calc(${base} * 5.6)`,
  color: vars.colors.foregroundMuted,
})
