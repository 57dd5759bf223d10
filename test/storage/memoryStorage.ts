/**
 * A `Storage` stand-in backed by a Map, for the unit tests of code that remembers things in
 * `localStorage`. `map` is the raw content, to seed or inspect; `breakIt` makes every read and
 * write throw like a blocked store, `breakWrites` only the writes, like a full one.
 *
 * @example
 * const storage = memoryStorage()
 * storage.breakWrites()
 * expect(() => writeSomething(storage)).not.toThrow()
 */
export function memoryStorage() {
  const map = new Map<string, string>()
  let readsBroken = false
  let writesBroken = false
  return {
    map,
    breakIt: () => {
      readsBroken = true
      writesBroken = true
    },
    breakWrites: () => {
      writesBroken = true
    },
    getItem: (key: string): string | null => {
      if (readsBroken) throw new Error('SecurityError')
      return map.get(key) ?? null
    },
    setItem: (key: string, value: string): void => {
      if (writesBroken) throw new Error('QuotaExceededError')
      map.set(key, value)
    },
    removeItem: (key: string): void => {
      // A full store still lets things go; only a blocked one refuses.
      if (readsBroken) throw new Error('SecurityError')
      map.delete(key)
    },
  }
}

/** What {@link memoryStorage} returns. */
export type MemoryStorage = ReturnType<typeof memoryStorage>
