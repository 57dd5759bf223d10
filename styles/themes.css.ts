import { createGlobalTheme } from '@vanilla-extract/css'
import { vars } from './themeContract.css'
import { darkColors, lightColors, themeDefaults, type ThemeColors, type ThemeTokens } from './themes'

function theme(colors: ThemeColors, shadow: string): ThemeTokens {
  return {
    colors,
    fonts: { body: themeDefaults.fontFamily, mono: themeDefaults.fontMono },
    fontSize: { base: themeDefaults.fontSizeBase },
    radii: { base: themeDefaults.borderRadiusBase },
    shadows: { modal: shadow },
    zIndex: { modal: String(themeDefaults.zIndex) },
  }
}

// Themes hang off a data attribute on the modal's own elements, so nothing
// leaks into the host page and two providers with different modes can coexist.
createGlobalTheme('[data-foyer-theme="dark"]', vars, theme(darkColors, '0 8px 32px rgba(0, 0, 0, 0.45)'))
createGlobalTheme('[data-foyer-theme="light"]', vars, theme(lightColors, '0 8px 32px rgba(0, 0, 0, 0.12)'))
