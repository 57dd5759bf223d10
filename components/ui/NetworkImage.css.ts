import { globalStyle, style } from '@vanilla-extract/css'

export const networkImage = style({
  display: 'inline-flex',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '50%',
  lineHeight: 0,
})

globalStyle(`${networkImage} > img`, { inlineSize: '100%', blockSize: '100%', objectFit: 'cover' })
