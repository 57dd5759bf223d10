/**
 * Themes the approval UI like the host's modal: `data-theme` on `<html>` picks the light or dark
 * palette of frame.css; an accent colour is applied only when the browser parses it as a colour
 * (through the CSSOM, which the CSP allows, unlike inline style attributes).
 */
export function applyTheme({ themeMode, accent }: { themeMode: 'light' | 'dark'; accent?: string | undefined }): void {
  const root = document.documentElement
  root.dataset.theme = themeMode
  if (accent && CSS.supports('color', accent)) root.style.setProperty('--accent', accent)
  else root.style.removeProperty('--accent')
}
