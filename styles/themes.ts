import type { vars } from './themeContract.css'

/**
 * Values for every token of the theme contract, group by group (`colors`, `fonts`, ...): the shape a
 * theme mode fills in. Derived from the contract, so a token added there must be given a value in
 * every mode before the styles compile.
 */
export type ThemeTokens = { [Group in keyof typeof vars]: { [Token in keyof (typeof vars)[Group]]: string } }

/** Colours of one theme mode: one value per colour token of the contract. */
export type ThemeColors = ThemeTokens['colors']

/** Light or dark. */
export type ThemeMode = 'light' | 'dark'

/** Variables an app may override at runtime (`themeVariables`). */
export type ThemeVariables = {
  /** Accent colour of buttons and highlights. @default the mode's accent */
  accent?: string
  /** Text colour on the accent. @default black */
  accentForeground?: string
  /** Font family of the modal. @default a system UI stack */
  fontFamily?: string
  /** Base font size; other sizes derive from it. @default '10px' */
  fontSizeBase?: string
  /** Base border radius; other radii derive from it. @default '4px' */
  borderRadiusBase?: string
  /** z-index of the overlay and the modal. @default 999 */
  zIndex?: number
}

/** The dark mode's colours: a blue accent on near black. */
export const darkColors: ThemeColors = {
  accent: 'hsla(230, 100%, 67%, 1)',
  // White text on this accent falls short of the 4.5:1 contrast that small button text needs; black passes.
  accentForeground: '#000000',
  background: '#141414',
  foreground: '#e4e7e7',
  foregroundMuted: '#9a9ea0',
  surface: '#1f2121',
  surfaceHover: '#2a2d2d',
  border: 'rgba(255, 255, 255, 0.1)',
  overlay: 'rgba(0, 0, 0, 0.6)',
  error: '#f25a67',
  errorSurface: 'rgba(242, 90, 103, 0.12)',
  success: '#26d962',
  focusRing: 'hsla(230, 100%, 75%, 1)',
}

/** The light mode's colours: a blue accent on white. */
export const lightColors: ThemeColors = {
  accent: 'hsla(231, 100%, 70%, 1)',
  // As in the dark mode: black, not white, reads on this accent.
  accentForeground: '#000000',
  background: '#ffffff',
  foreground: '#141414',
  foregroundMuted: '#5e6366',
  surface: '#f3f4f4',
  surfaceHover: '#e8eaea',
  border: 'rgba(0, 0, 0, 0.1)',
  overlay: 'rgba(0, 0, 0, 0.3)',
  error: '#c4213a',
  errorSurface: 'rgba(196, 33, 58, 0.08)',
  success: '#1a7f3c',
  focusRing: 'hsla(231, 100%, 45%, 1)',
}

/** Defaults for everything that is not a colour. */
export const themeDefaults = {
  fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  fontSizeBase: '10px',
  borderRadiusBase: '4px',
  zIndex: 999,
} as const
