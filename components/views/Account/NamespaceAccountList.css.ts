import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

const base = vars.fontSize.base

/** One account's term and value stay cells of the list's grid. */
export const accountEntry = style({ display: 'contents' })

export const accountValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: `calc(${base} * 0.4)`,
  fontFamily: vars.fonts.mono,
  fontWeight: 500,
})
