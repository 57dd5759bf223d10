import { pino } from 'pino'
import type { Logger } from 'pino'

/** One parsed pino line. */
export type LogLine = { level: number; msg: string; [key: string]: unknown }

/**
 * A real pino logger whose lines land in `lines` (parsed) instead of stdout; for tests that check what
 * a server logs.
 *
 * @example
 * const { logger, lines } = captureLogger()
 * await createApiServer({ chains: [], logger }).listen(0)
 */
export function captureLogger(level: pino.LevelWithSilent = 'debug'): { logger: Logger; lines: LogLine[]; raw: string[] } {
  const lines: LogLine[] = []
  const raw: string[] = []
  const logger = pino(
    { level },
    {
      write(line: string) {
        raw.push(line)
        lines.push(JSON.parse(line) as LogLine)
      },
    },
  )
  return { logger, lines, raw }
}

/** pino's numeric levels. */
export const LOG_LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const
