import { stripCredentials } from '../errors/BaseError'

/** The logger's levels, least severe first; `'silent'` logs nothing. */
export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const

/** One of {@link logLevels}. */
export type LogLevel = (typeof logLevels)[number]

/** How many bytes of log lines the logger keeps: past it the oldest lines are dropped. */
export const LOG_BUFFER_BYTES = 1_024_000

/** The level a logger starts at: only errors are printed and kept. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'error'

/** Options of {@link createLogger}. */
export type CreateLoggerOptions = {
  /**
   * The least severe level printed and kept: `'debug'` logs everything, `'silent'` nothing.
   * @default 'error'
   */
  level?: LogLevel | undefined
  /**
   * Bytes of log lines kept for {@link FoyerLogger.getLogs} (UTF-8 size of the lines, newline
   * included); the oldest lines go first. A single line longer than the buffer is cut to fit.
   * @default 1_024_000
   */
  bufferBytes?: number | undefined
  /**
   * Where lines are printed; `null` prints nothing (the buffer still keeps them).
   * @default globalThis.console
   */
  console?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'> | null | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

/** A Foyer logger: levels, the console, and a bounded buffer the app can read. */
export type FoyerLogger = {
  /** The current level. */
  readonly level: LogLevel
  /** Changes the level from now on (lines already kept stay). */
  setLevel(level: LogLevel): void
  debug(...args: unknown[]): void
  info(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
  /** The kept lines, oldest first, as one text: `<ISO time> <LEVEL> <message>` per line. */
  getLogs(): string
  /** The kept lines, oldest first. */
  getLogArray(): readonly string[]
  /** Forgets the kept lines. */
  clearLogs(): void
}

const encoder = new TextEncoder()

/**
 * Creates a logger with its own level and buffer (no shared state: each `createFoyerConfig()`
 * makes one). A line at or above the level is printed with the console method of its level, its
 * arguments untouched, and kept in the buffer as text with URL credentials and key-like query
 * values masked, so logs an app attaches to a bug report carry no secrets.
 *
 * @example
 * const logger = createLogger({ level: 'warn' })
 * logger.warn('The stored value was dropped', error)
 * sendToSupport(logger.getLogs())
 */
export function createLogger(options: CreateLoggerOptions = {}): FoyerLogger {
  let level: LogLevel = options.level ?? DEFAULT_LOG_LEVEL
  const capacity = options.bufferBytes ?? LOG_BUFFER_BYTES
  const out = options.console === undefined ? globalThis.console : options.console
  const now = options.now ?? Date.now
  // Lines and their sizes, oldest first; `start` skips the dropped ones without shifting the arrays.
  let lines: string[] = []
  let sizes: number[] = []
  let start = 0
  let bytes = 0

  function keep(line: string): void {
    let text = line
    let size = encoder.encode(text).length + 1
    if (size > capacity) {
      // Cut by characters until it fits; a multi-byte character may leave a little room unused.
      text = text.slice(0, Math.max(0, capacity - 1))
      while (text.length > 0 && encoder.encode(text).length + 1 > capacity) text = text.slice(0, -1)
      size = encoder.encode(text).length + 1
    }
    lines.push(text)
    sizes.push(size)
    bytes += size
    while (bytes > capacity && start < lines.length) {
      bytes -= sizes[start] ?? 0
      start += 1
    }
    // Compact now and then so dropped lines do not pile up behind `start`.
    if (start > 1_000 && start * 2 > lines.length) {
      lines = lines.slice(start)
      sizes = sizes.slice(start)
      start = 0
    }
  }

  function log(lineLevel: Exclude<LogLevel, 'silent'>, args: unknown[]): void {
    if (logLevels.indexOf(lineLevel) < logLevels.indexOf(level)) return
    keep(`${new Date(now()).toISOString()} ${lineLevel.toUpperCase()} ${stripCredentials(args.map((arg) => describe(arg)).join(' '))}`)
    try {
      out?.[lineLevel](...args)
    } catch {
      // A console that throws (a locked-down page) must not turn a log line into a failure.
    }
  }

  return {
    get level() {
      return level
    },
    setLevel(next) {
      level = next
    },
    debug: (...args) => log('debug', args),
    info: (...args) => log('info', args),
    warn: (...args) => log('warn', args),
    error: (...args) => log('error', args),
    getLogs: () => lines.slice(start).join('\n'),
    getLogArray: () => lines.slice(start),
    clearLogs() {
      lines = []
      sizes = []
      start = 0
      bytes = 0
    },
  }
}

// An error as its name, message and cause chain (its stack stays in the console); anything else
// as JSON when it has a shape, else as text.
function describe(value: unknown, depth = 0): string {
  if (typeof value === 'string') return value
  if (value instanceof Error) {
    // A few causes deep at most: a cause chain may loop back on itself.
    const cause = value.cause === undefined || depth >= 4 ? '' : ` (cause: ${describe(value.cause, depth + 1)})`
    return `${value.name}: ${value.message}${cause}`
  }
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))
    } catch {
      return String(value)
    }
  }
  return String(value)
}
