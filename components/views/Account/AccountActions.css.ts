import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

// The actions share the row equally (Buy and Swap show only where offered); where their labels do
// not fit on one line (four actions in Spanish on a phone), they wrap onto a second.
export const actionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `calc(${vars.fontSize.base} * 0.8)`,
  inlineSize: '100%',
})

globalStyle(`${actionRow} > *`, { flex: '1 1 0', minInlineSize: 'max-content' })
