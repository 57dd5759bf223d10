import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

export const sendReceiveRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: `calc(${vars.fontSize.base} * 0.8)`,
  inlineSize: '100%',
})
