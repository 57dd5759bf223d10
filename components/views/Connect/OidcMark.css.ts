import { style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

// The operator's icon is any shape: it is fitted into the same square as the glyph, never stretched.
export const mark = style({
  flexShrink: 0,
  inlineSize: `calc(${vars.fontSize.base} * 1.6)`,
  blockSize: `calc(${vars.fontSize.base} * 1.6)`,
  objectFit: 'contain',
})
