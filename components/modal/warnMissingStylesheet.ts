import type { FoyerConfig } from '../../src/config/createFoyerConfig'
import { vars } from '../../styles/themeContract.css'

/** What the warning tells the developer to add. */
export const stylesheetImport = "import 'foyer-kit/styles.css'"

/**
 * A custom property the kit's stylesheet gives every element with `data-foyer-theme` (the dialog
 * has it). The app's `themeVariables` cannot set this one, so only the stylesheet defines it.
 */
const markerProperty = vars.colors.background.replace(/^var\((--[\w-]+)\)$/, '$1')

let warned = false

/**
 * Whether the kit's stylesheet styles this element: the theme's marker custom property resolves on
 * it. One style read, made on the dialog the user just opened.
 *
 * @example
 * hasFoyerStylesheet(dialogElement) // false when `foyer-kit/styles.css` was never imported
 */
export function hasFoyerStylesheet(element: Element): boolean {
  return getComputedStyle(element).getPropertyValue(markerProperty).trim() !== ''
}

/**
 * In development, tells the configuration's logger once per page when the modal's dialog is unstyled
 * because the app never imported `foyer-kit/styles.css` (a forgotten import otherwise shows a bare
 * modal and no hint). Logged as an error, so the logger's default level prints it: the modal is
 * unusable until it is fixed, like a missing option. Called when the modal opens, so a page that
 * never opens it does no work; does nothing outside development.
 *
 * @example
 * warnMissingStylesheet(dialogElement, options.config)
 */
export function warnMissingStylesheet(element: Element, config: Pick<FoyerConfig, 'development' | 'logger'>): void {
  if (!config.development || warned || hasFoyerStylesheet(element)) return
  warned = true
  config.logger.error(
    `[foyer-kit] The modal is unstyled: the kit's stylesheet is not loaded. Add \`${stylesheetImport}\` to your app's entry module, next to the FoyerProvider import.`,
  )
}
