import { createGlobalThemeContract } from '@vanilla-extract/css'

/**
 * Foyer's global theme contract. Variable names are stable and prefixed
 * (`--foyer-colors-accent`, ...) so apps can override them in plain CSS.
 * Only semantic tokens live here; component values sit beside each component.
 */
export const vars = createGlobalThemeContract(
  {
    colors: {
      accent: null,
      accentForeground: null,
      background: null,
      foreground: null,
      foregroundMuted: null,
      surface: null,
      surfaceHover: null,
      border: null,
      overlay: null,
      error: null,
      errorSurface: null,
      success: null,
      focusRing: null,
    },
    fonts: { body: null, mono: null },
    fontSize: { base: null },
    radii: { base: null },
    shadows: { modal: null },
    zIndex: { modal: null },
  },
  (_value, path) => `foyer-${path.join('-')}`,
)
