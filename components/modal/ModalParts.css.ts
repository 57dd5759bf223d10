import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/themeContract.css'

const base = vars.fontSize.base
const reducedMotion = '(prefers-reduced-motion: reduce)'
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(4px)' }, to: { opacity: 1, transform: 'none' } })
const toastIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } })
const toastOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0, transform: 'translateY(-8px)' } })
const shakeFrames = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-6px)' },
  '40%, 80%': { transform: 'translateX(6px)' },
})

/** Header title: a 120 ms fade each time the text changes. */
export const titleText = style({
  display: 'inline-block',
  animation: `${fadeIn} 120ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})

/** The body's height follows its content over 150 ms. */
export const heightBox = style({
  overflow: 'hidden',
  transition: 'height 150ms ease-out',
  '@media': { [reducedMotion]: { transition: 'none' } },
})

/** Each new view fades and rises in over 150 ms. */
export const viewTransition = style({
  animation: `${slideIn} 150ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})

/** The whole dialog shakes for 500 ms on errors (modalShakeMs in useShaking.ts: keep the two equal). */
export const shaking = style({
  // Doubled to outrank the dialog's own open animation, which targets `[data-state="open"]`.
  selectors: { '&&[data-state]': { animation: `${shakeFrames} 500ms ease-in-out` } },
  '@media': { [reducedMotion]: { selectors: { '&&[data-state]': { animation: 'none' } } } },
})

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `calc(${base} * 0.4)`,
  margin: `0 calc(${base} * 1.6) calc(${base} * 0.8)`,
  padding: `calc(${base} * 1) calc(${base} * 1.2)`,
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.errorSurface,
  color: vars.colors.foreground,
  fontSize: `calc(${base} * 1.3)`,
})

export const alertTitle = style({ margin: 0, fontWeight: 600, color: vars.colors.error })
export const alertText = style({ margin: 0 })
export const alertCode = style({ fontFamily: vars.fonts.mono, color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.1)` })

export const toastArea = style({
  position: 'absolute',
  insetBlockStart: `calc(${base} * 1.2)`,
  insetInline: `calc(${base} * 1.6)`,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  zIndex: 1,
})

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: `calc(${base} * 0.8)`,
  maxInlineSize: '100%',
  padding: `calc(${base} * 0.8) calc(${base} * 1.2)`,
  borderRadius: `calc(${vars.radii.base} * 6)`,
  background: vars.colors.surface,
  color: vars.colors.foreground,
  boxShadow: vars.shadows.modal,
  fontSize: `calc(${base} * 1.3)`,
  fontWeight: 500,
  pointerEvents: 'auto',
  selectors: {
    '&[data-phase="shown"]': { animation: `${toastIn} 150ms ease-out` },
    '&[data-phase="leaving"]': { animation: `${toastOut} 150ms ease-in forwards` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
})

export const toastDot = styleVariants({
  loading: { color: vars.colors.accent },
  success: { color: vars.colors.success },
  error: { color: vars.colors.error },
})
