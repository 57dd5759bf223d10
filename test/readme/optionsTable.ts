/** One row of a documented options table. */
export type OptionsRow = {
  /** The option names in the row's first cell (a row may document `a`, `b` together). */
  names: string[]
  /** The row's text in the column headed `default`, or `undefined` when the table has none. */
  defaultText: string | undefined
}

/**
 * Reads the Markdown table that follows `<!-- options: <typeName> -->` on a docs page: the
 * backticked names of each row's first cell and its `default` cell. `undefined` when the page has no
 * such marker.
 *
 * @example
 * readOptionsTable(readFileSync('docs/provider.md', 'utf8'), 'FoyerProviderProps')
 */
export function readOptionsTable(markdown: string, typeName: string): OptionsRow[] | undefined {
  const lines = markdown.split('\n')
  const marker = lines.findIndex((line) => line.trim() === `<!-- options: ${typeName} -->`)
  if (marker === -1) return undefined
  const table: string[][] = []
  for (const line of lines.slice(marker + 1)) {
    if (table.length === 0 && line.trim() === '') continue
    if (!line.startsWith('|')) break
    table.push(cells(line))
  }
  const [header, , ...rows] = table
  const defaultColumn = header?.findIndex((cell) => cell.toLowerCase() === 'default') ?? -1
  return rows.map((row) => ({
    names: [...(row[0] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
    defaultText: defaultColumn === -1 ? undefined : row[defaultColumn],
  }))
}

// `\|` inside a cell is a literal bar (in a union type), not a column break.
function cells(line: string): string[] {
  return line
    .replace(/\\\|/g, '\u0000')
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.replace(/\u0000/g, '|').trim())
}

/**
 * A `@default` text that is a plain literal (`'dark'`, `3000`, `10_000`, `true`, `[]`, `{ a: 1 }`),
 * which the docs must then show as written; prose defaults ("the connected account") are left to
 * the reader.
 *
 * @example
 * literalDefault("'dark'") // "'dark'"
 * literalDefault('the connected account') // undefined
 */
export function literalDefault(text: string): string | undefined {
  const trimmed = text.trim()
  return /^('[^']*'|-?\d[\d_]*|true|false|undefined|null|\[\]|\{[^{}]*\})$/.test(trimmed) ? trimmed : undefined
}
