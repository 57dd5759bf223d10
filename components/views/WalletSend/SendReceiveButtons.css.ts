import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

// As many equal columns as there are actions (Swap shows only where swaps are offered).
export const sendReceiveRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: `calc(${vars.fontSize.base} * 0.8)`,
  inlineSize: '100%',
})
