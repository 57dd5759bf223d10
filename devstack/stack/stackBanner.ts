import { devMailboxUrl } from '../../src/auth/devMailboxUrl'
import { foyerDevelopmentDefaults } from '../../src/config/createFoyerConfig'
import type { Stack } from './startStack'

/** What the banner lists. */
export type StackBannerDetails = {
  /** Name and value of each part, in the order shown; the e-mail codes' row follows the `API` row. */
  rows: readonly (readonly [string, string])[]
}

/**
 * The lines `npm start` prints once the stack is up: every part's URL, where the e-mail codes go
 * (the development mailbox: nothing is e-mailed), and, when the API or the frame is not on the port
 * `createFoyerConfig()` looks at in development, the options an app must then pass.
 *
 * @example
 * for (const line of stackBanner(stack, { rows: [['API', stack.urls.api]] })) console.log(line)
 */
export function stackBanner(stack: Pick<Stack, 'urls'>, details: StackBannerDetails): string[] {
  const { urls } = stack
  const rows = details.rows.flatMap((row) =>
    // The placeholder stays readable: it is for a person to replace, not a URL to open as printed.
    row[0] === 'API' ? [row, ['e-mail codes', `${devMailboxUrl(urls.api, '')}<address> (development mailbox: no e-mail is sent)`] as const] : [row],
  )
  const lines = ['', 'Foyer local stack is up:', '', ...rows.map(([name, value]) => `  ${name.padEnd(12)} ${value}`)]
  // An app built in development mode finds the services at these defaults with no options at all.
  const moved = [
    ...(urls.api === foyerDevelopmentDefaults.apiUrl ? [] : [`apiUrl: '${urls.api}'`]),
    ...(urls.frame === foyerDevelopmentDefaults.frameUrl ? [] : [`frameUrl: '${urls.frame}'`]),
  ]
  lines.push(
    '',
    moved.length === 0
      ? 'Apps in development mode: createFoyerConfig() with no options uses this API and frame.'
      : `Apps in development mode: these ports are not the defaults, pass createFoyerConfig({ ${moved.join(', ')} }).`,
  )
  return lines
}
