import { assignInlineVars } from '@vanilla-extract/dynamic'
import { vars } from './themeContract.css'
import type { ThemeVariables } from './themes'

/**
 * The contract token each public theme variable sets. Every variable must name one (the `satisfies`
 * fails to compile otherwise), so an override always lands on a stable `--foyer-*` name.
 */
const themeVariableTokens = {
  accent: vars.colors.accent,
  accentForeground: vars.colors.accentForeground,
  fontFamily: vars.fonts.body,
  fontSizeBase: vars.fontSize.base,
  borderRadiusBase: vars.radii.base,
  zIndex: vars.zIndex.modal,
} as const satisfies Record<keyof ThemeVariables, string>

/**
 * Turns public `themeVariables` into inline CSS custom properties on the
 * stable contract names, so they override the mode's defaults at runtime.
 * Unset and empty variables are left out, so the mode's own value stays.
 */
export function themeVariablesToStyle(variables: ThemeVariables | undefined): Record<string, string> {
  if (!variables) return {}
  const overrides: Record<string, string> = {}
  for (const [name, token] of Object.entries(themeVariableTokens) as [keyof ThemeVariables, string][]) {
    const value = variables[name]
    if (value !== undefined && value !== '') overrides[token] = String(value)
  }
  return assignInlineVars(overrides)
}
