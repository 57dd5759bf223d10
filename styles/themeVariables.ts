import type { ThemeVariables } from './themes'

/**
 * Turns public `themeVariables` into inline CSS custom properties on the
 * stable contract names, so they override the mode's defaults at runtime.
 */
export function themeVariablesToStyle(variables: ThemeVariables | undefined): Record<string, string> {
  const style: Record<string, string> = {}
  if (!variables) return style
  if (variables.accent) style['--foyer-colors-accent'] = variables.accent
  if (variables.accentForeground) style['--foyer-colors-accentForeground'] = variables.accentForeground
  if (variables.fontFamily) style['--foyer-fonts-body'] = variables.fontFamily
  if (variables.fontSizeBase) style['--foyer-fontSize-base'] = variables.fontSizeBase
  if (variables.borderRadiusBase) style['--foyer-radii-base'] = variables.borderRadiusBase
  if (variables.zIndex !== undefined) style['--foyer-zIndex-modal'] = String(variables.zIndex)
  return style
}
