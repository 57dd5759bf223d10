import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../../styles/themeContract.css'

const base = vars.fontSize.base

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: `calc(${base} * 1.2)`,
  textAlign: 'center',
})

// The code itself stays black on white in both themes: scanners expect dark modules on light.
export const qrFrame = style({
  position: 'relative',
  inlineSize: '100%',
  maxInlineSize: `calc(${base} * 28)`,
  aspectRatio: '1',
  padding: `calc(${base} * 1.2)`,
  boxSizing: 'border-box',
  borderRadius: `calc(${vars.radii.base} * 6)`,
  background: '#ffffff',
  boxShadow: `inset 0 0 0 1px ${vars.colors.border}`,
})

export const qrLogoImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', borderRadius: '22%', background: '#ffffff' })

export const qrLogoLetter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  borderRadius: '22%',
  background: vars.colors.accent,
  color: vars.colors.accentForeground,
  fontWeight: 700,
  fontSize: `calc(${base} * 2.2)`,
})

export const qrSvg = style({ display: 'block', inlineSize: '100%', blockSize: '100%' })

export const qrLogo = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: { '[dir="rtl"] &': { transform: 'translate(50%, -50%)' } },
})

const shimmer = keyframes({ '50%': { opacity: 0.55 } })

export const qrPlaceholder = style({
  position: 'absolute',
  inset: `calc(${base} * 1.2)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: '#eef0f3',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const title = style({ margin: 0, fontSize: `calc(${base} * 1.6)`, fontWeight: 600, color: vars.colors.foreground })
export const text = style({ margin: 0, color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.4)` })
export const errorText = style({ margin: 0, color: vars.colors.error, fontWeight: 600, fontSize: `calc(${base} * 1.6)` })

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: `calc(${base} * 0.8)`,
  inlineSize: '100%',
  boxSizing: 'border-box',
  padding: `calc(${base} * 2) calc(${base} * 1.2)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
})

export const actions = style({ display: 'flex', flexDirection: 'column', gap: `calc(${base} * 0.8)`, inlineSize: '100%' })

export const fullWidth = style({ inlineSize: '100%', boxSizing: 'border-box' })

export const openLink = style({ textDecoration: 'none' })
