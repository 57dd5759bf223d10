import { siwxCreatedResponseSchema } from '../api/wire/siwxSchemas'
import { dropStoredValue } from '../storage/dropStoredValue'
import { loadKitStorage } from '../storage/kitStorage'

// The id as the API issues it: a stored value of any other form is not sent anywhere.
const sessionIdSchema = siwxCreatedResponseSchema.shape.id

/**
 * Where the default SIWX configuration keeps session ids in the browser: one entry of the kit's
 * store per network and address. The id is the API session's bearer secret, so it stays on this
 * origin. Every method opens the store first (once per page); a store that cannot keep it leaves
 * the session to this page only.
 */
export const siwxSessionStorage = {
  key: (chainId: string, address: string): string => `foyer.siwx.${chainId}:${address.toLowerCase()}`,
  async read(chainId: string, address: string): Promise<string | undefined> {
    const storage = await loadKitStorage()
    const key = this.key(chainId, address)
    const id = storage.getItem(key)
    if (id === null) return undefined
    const parsed = sessionIdSchema.safeParse(id)
    if (parsed.success) return parsed.data
    dropStoredValue(storage, key, parsed.error)
    return undefined
  },
  async write(chainId: string, address: string, id: string): Promise<void> {
    ;(await loadKitStorage()).setItem(this.key(chainId, address), id)
  },
  async remove(chainId: string, address: string): Promise<void> {
    ;(await loadKitStorage()).removeItem(this.key(chainId, address))
  },
}
