import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../styles/themeContract.css'

const base = vars.fontSize.base

export const focusable = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.colors.background}, 0 0 0 4px ${vars.colors.focusRing}` },
  },
})

export const button = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: `calc(${base} * 0.8)`,
    minHeight: `calc(${base} * 4.4)`,
    paddingInline: `calc(${base} * 1.6)`,
    border: 'none',
    borderRadius: `calc(${vars.radii.base} * 4)`,
    fontFamily: 'inherit',
    fontSize: `calc(${base} * 1.4)`,
    fontWeight: 600,
    cursor: 'pointer',
    transition: 'background-color 120ms ease, opacity 120ms ease',
    selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
])

export const buttonVariant = {
  accent: style({ background: vars.colors.accent, color: vars.colors.accentForeground }),
  neutral: style({
    background: vars.colors.surface,
    color: vars.colors.foreground,
    selectors: { '&:hover:not(:disabled)': { background: vars.colors.surfaceHover } },
  }),
  danger: style({
    background: vars.colors.errorSurface,
    color: vars.colors.error,
    selectors: { '&:hover:not(:disabled)': { background: vars.colors.surfaceHover } },
  }),
}

export const iconButton = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: `calc(${base} * 3.2)`,
    blockSize: `calc(${base} * 3.2)`,
    padding: 0,
    border: 'none',
    borderRadius: `calc(${vars.radii.base} * 3)`,
    background: 'transparent',
    color: vars.colors.foregroundMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.colors.surfaceHover, color: vars.colors.foreground },
      '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    },
  },
])

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.colors.border}`,
  borderBlockStartColor: vars.colors.accent,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
})

export const walletImage = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: `calc(${vars.radii.base} * 3)`,
  background: vars.colors.surfaceHover,
  color: vars.colors.foreground,
  fontWeight: 700,
  boxShadow: `inset 0 0 0 1px ${vars.colors.border}`,
})

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** A full-width row button of a list (wallets, networks): icon, name, tags. */
export const listRow = style([
  focusable,
  {
    display: 'flex',
    alignItems: 'center',
    gap: `calc(${base} * 1.2)`,
    inlineSize: '100%',
    padding: `calc(${base} * 0.8)`,
    border: 'none',
    borderRadius: `calc(${vars.radii.base} * 4)`,
    background: vars.colors.surface,
    color: vars.colors.foreground,
    fontFamily: 'inherit',
    fontSize: `calc(${base} * 1.4)`,
    fontWeight: 500,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.colors.surfaceHover },
      '&:disabled': { cursor: 'default', opacity: 0.6 },
    },
  },
])

/** One line of text that ends in an ellipsis instead of wrapping. */
export const ellipsis = style({ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

/** A small status label beside a row's name: a network's Testnet or Active, a wallet's status. */
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: `calc(${base} * 0.3)`,
  padding: `calc(${base} * 0.2) calc(${base} * 0.6)`,
  borderRadius: `calc(${vars.radii.base} * 2)`,
  background: vars.colors.background,
  color: vars.colors.foreground,
  fontSize: `calc(${base} * 1.1)`,
  fontWeight: 600,
})

/** A tag for something secondary (a testnet, a wallet no longer connected). */
export const tagMuted = style([tag, { color: vars.colors.foregroundMuted }])

/** A tag for what is in use now (the active network or wallet). */
export const tagSuccess = style([tag, { color: vars.colors.success }])
