import { hashKey, type QueryKey } from '@tanstack/react-query'
import type { GetWalletsReturnType } from '../src/api/walletRegistry'
import { browserStorage } from '../src/storage/browserStorage'

/** Key prefix of the stored registry answers: `foyer.wallets-` and the query's hash. */
export const storedWalletsPrefix = 'foyer.wallets-'

/**
 * The localStorage key of the registry query `queryKey`'s stored answer.
 *
 * @example
 * storedWalletsKey(walletsQueryKey.recommended(scope, 8)) // `foyer.wallets-` and the key's hash
 */
export function storedWalletsKey(queryKey: QueryKey): string {
  return storedWalletsPrefix + hashKey(queryKey)
}

/**
 * Whether an answer to `queryKey` is stored, unchecked: a key lookup without the schemas, for the
 * code that starts the registry request on a click (it leaves the query to the list, which reads
 * the answer, when one is there). `readStoredWallets` checks the answer itself.
 *
 * @example
 * if (!hasStoredWallets(options.queryKey)) void queryClient.prefetchQuery(options)
 */
export function hasStoredWallets(queryKey: QueryKey): boolean {
  try {
    return browserStorage()?.getItem(storedWalletsKey(queryKey)) != null
  } catch {
    return false
  }
}

/**
 * Stores the registry's answer to `queryKey` behind its own render: the visitor is waiting for the
 * list, not for the copy. The checking code (zod, the schemas) loads then, when the answer's own
 * check has loaded it already.
 *
 * @example
 * getWallets(parameters).then((answer) => keepWallets(queryKey, answer))
 */
export function keepWallets(queryKey: QueryKey, answer: GetWalletsReturnType): GetWalletsReturnType {
  setTimeout(() => {
    void import('./storedWallets').then(
      ({ writeStoredWallets }) => writeStoredWallets(queryKey, answer),
      // Without the chunk the answer is simply not kept.
      () => undefined,
    )
  }, 0)
  return answer
}
