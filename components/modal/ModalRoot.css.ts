import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/themeContract.css'

const base = vars.fontSize.base
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } })
const reducedMotion = '(prefers-reduced-motion: reduce)'

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.colors.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease-in` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
})

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  translate: '-50% -50%',
  boxSizing: 'border-box',
  inlineSize: 360,
  maxInlineSize: 'calc(100vw - 32px)',
  maxBlockSize: 'calc(100vh - 32px)',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.colors.background,
  color: vars.colors.foreground,
  fontFamily: vars.fonts.body,
  fontSize: `calc(${base} * 1.4)`,
  lineHeight: 1.4,
  borderRadius: `calc(${vars.radii.base} * 7)`,
  border: `1px solid ${vars.colors.border}`,
  boxShadow: vars.shadows.modal,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${rise} 150ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease-in` },
    '[dir="rtl"] &, &[dir="rtl"]': { translate: '50% -50%' },
  },
  '@media': {
    [reducedMotion]: { animation: 'none !important' },
    // Phones get a bottom sheet that spans the screen.
    '(max-width: 430px)': {
      insetBlockStart: 'auto',
      insetBlockEnd: 0,
      insetInlineStart: 0,
      translate: 'none',
      inlineSize: '100%',
      maxInlineSize: '100%',
      maxBlockSize: '90vh',
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
      // The right-to-left centring above is the more specific rule: undo it too, or an RTL sheet sits half off screen.
      selectors: { '[dir="rtl"] &, &[dir="rtl"]': { translate: 'none' } },
    },
  },
})

export const header = style({
  display: 'grid',
  gridTemplateColumns: `calc(${base} * 3.2) 1fr calc(${base} * 3.2)`,
  alignItems: 'center',
  gap: `calc(${base} * 0.8)`,
  padding: `calc(${base} * 1.6) calc(${base} * 1.6) calc(${base} * 0.8)`,
})

export const backIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } })

export const title = style({
  margin: 0,
  textAlign: 'center',
  fontSize: `calc(${base} * 1.6)`,
  fontWeight: 600,
})

export const body = style({
  padding: `calc(${base} * 0.8) calc(${base} * 1.6) calc(${base} * 2)`,
  overflowY: 'auto',
})

/** A view whose code is still on its way: a spinner where the view will be. */
export const viewLoading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: `calc(${base} * 16)`,
})
