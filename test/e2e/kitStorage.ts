import type { Page } from '@playwright/test'

/**
 * The kit's stored values as a page of the origin sees them: its IndexedDB store (`foyer-kit`), or
 * localStorage where the kit fell back to it. Opens the database only if it exists, so a check never
 * creates an empty one the kit would then fail to use.
 */
async function kitStorageEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const fromLocalStorage = () => Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('foyer.')))
    if (!(await indexedDB.databases()).some((database) => database.name === 'foyer-kit')) return fromLocalStorage()
    return new Promise<Record<string, string>>((resolve, reject) => {
      const opening = indexedDB.open('foyer-kit')
      opening.onerror = () => reject(opening.error)
      opening.onsuccess = () => {
        const database = opening.result
        if (!database.objectStoreNames.contains('keyvaluestorage')) {
          database.close()
          resolve(fromLocalStorage())
          return
        }
        const store = database.transaction('keyvaluestorage').objectStore('keyvaluestorage')
        const keys = store.getAllKeys()
        const values = store.getAll()
        values.onsuccess = () => {
          database.close()
          resolve(Object.fromEntries(keys.result.map((key, index) => [String(key), String(values.result[index])])))
        }
        values.onerror = () => reject(values.error)
      }
    })
  })
}

/**
 * One value of the kit's store (see {@link kitStorageKeys}), or null.
 *
 * @example
 * await expect.poll(() => kitStorageItem(page, 'foyer.recentWallets')).not.toBeNull()
 */
export async function kitStorageItem(page: Page, key: string): Promise<string | null> {
  return (await kitStorageEntries(page))[key] ?? null
}

/**
 * The keys of the kit's store: IndexedDB `foyer-kit`, or localStorage's `foyer.*` keys where the kit
 * fell back to it.
 *
 * @example
 * expect(await kitStorageKeys(page)).toContain('foyer.storageVersion')
 */
export async function kitStorageKeys(page: Page): Promise<string[]> {
  return Object.keys(await kitStorageEntries(page))
}
