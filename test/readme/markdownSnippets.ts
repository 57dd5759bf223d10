/** A fenced TypeScript block of a Markdown file. */
export type MarkdownSnippet = {
  /** The Markdown file, relative to the repository. */
  source: string
  /** 1-based line of the block's first code line in `source`. */
  line: number
  lang: 'ts' | 'tsx'
  code: string
  /**
   * Marked `<!-- snippet: partial -->` on the line before the fence (blank lines allowed between):
   * a fragment that leans on names from the text around it, so it is not compiled on its own.
   */
  partial: boolean
}

/** The marker that lets a deliberately incomplete snippet skip compilation. */
export const partialSnippetMarker = '<!-- snippet: partial -->'

/**
 * The ```ts and ```tsx blocks of a Markdown text, in order. Only fences at the start of a line count
 * (an indented fence belongs to a list item and is not a snippet to paste).
 *
 * @example
 * extractSnippets(readFileSync('README.md', 'utf8'), 'README.md').filter((snippet) => !snippet.partial)
 */
export function extractSnippets(markdown: string, source: string): MarkdownSnippet[] {
  const lines = markdown.split('\n')
  const snippets: MarkdownSnippet[] = []
  for (let index = 0; index < lines.length; index++) {
    const open = /^```(tsx?)\s*$/.exec(lines[index] ?? '')
    if (!open) {
      // Skip other fenced blocks whole, so a ```ts line inside a ```md example is not taken for a fence.
      if (/^```/.test(lines[index] ?? '')) index = closingFence(lines, index)
      continue
    }
    const end = closingFence(lines, index)
    snippets.push({
      source,
      line: index + 2,
      lang: open[1] === 'tsx' ? 'tsx' : 'ts',
      code: lines.slice(index + 1, end).join('\n'),
      partial: previousTextLine(lines, index) === partialSnippetMarker,
    })
    index = end
  }
  return snippets
}

function closingFence(lines: readonly string[], open: number): number {
  for (let index = open + 1; index < lines.length; index++) if (/^```\s*$/.test(lines[index] ?? '')) return index
  return lines.length
}

function previousTextLine(lines: readonly string[], index: number): string | undefined {
  for (let previous = index - 1; previous >= 0; previous--) {
    const text = lines[previous]?.trim() ?? ''
    if (text !== '') return text
  }
  return undefined
}
