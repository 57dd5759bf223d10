import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/themeContract.css'

const base = vars.fontSize.base

const pulse = keyframes({ '50%': { opacity: 0.5 } })

/** A placeholder row, as tall as a wallet button, pulsing (still under reduced motion) while a list loads. */
export const skeletonRow = style({
  blockSize: `calc(${base} * 5.6)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
