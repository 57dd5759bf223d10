import type { RegistryWalletWire, WalletBadgeType } from './wire/walletSchemas'
import type { HttpRequestError } from '../errors/httpErrors'
import { walletRegistryError } from './walletRegistryErrors'
import { endpointUrl, sdkQuery } from './endpointUrl'
import type { FoyerApi } from './foyerApi'
import { requestJson } from './httpClient'
import { loadWalletSchemas } from './loadWalletSchemas'

/** What every call to the wallet registry needs. */
export type WalletRegistryClientParameters = FoyerApi & {
  /** SDK type, sent as `st`. */
  sdkType: string
  /** SDK version, sent as `sv`. */
  sdkVersion: string
  /** The `fetch` to use. @default globalThis.fetch */
  fetch?: typeof fetch | undefined
  /** Aborts the request (React Query passes one). */
  signal?: AbortSignal | undefined
}

/** Filters and paging of {@link getWallets}; empty values are left out of the URL. */
export type GetWalletsParameters = WalletRegistryClientParameters & {
  /** 1-based page. @default 1 */
  page?: number | undefined
  /** Page size, at most 100. @default 40 */
  entries?: number | undefined
  /** Only these registry ids. */
  include?: readonly string[] | undefined
  /** Never these registry ids. */
  exclude?: readonly string[] | undefined
  /** Case-insensitive text to find in wallet names. */
  search?: string | undefined
  /** `certified` lists certified wallets only. */
  badgeType?: WalletBadgeType | undefined
  /** Only wallets supporting at least one of these CAIP-2 networks. */
  chains?: readonly string[] | undefined
}

/** A registry wallet with its icon's absolute URL. */
export type RegistryWallet = RegistryWalletWire & {
  /** `{apiUrl}/getWalletImage/{imageId}`: served by Foyer's API, never a third party. */
  imageUrl: string
}

/** What {@link getWallets} resolves to: one page and the total number of matches. */
export type GetWalletsReturnType = { data: RegistryWallet[]; count: number }

/** Error types {@link getWallets} can throw. */
export type GetWalletsErrorType = HttpRequestError

/** Most wallets one `getWallets` call may ask for (the API refuses more). */
export const maxWalletEntries = 100

/**
 * `GET {apiUrl}/getWallets`: one page of the wallet registry, zod-checked.
 *
 * @throws {HttpRequestError} 'Network Error: Wallet Load Failed' when the API is unreachable, answers
 * an error status (`reason: 'status'`) or a body that is not `{ data, count }` (`reason: 'parse'`).
 * @example
 * const { data, count } = await getWallets({
 *   apiUrl: 'http://127.0.0.1:8787', projectId: 'foyer-local', sdkType: 'foyer', sdkVersion: '0.1.0',
 *   page: 1, entries: 40, search: 'rain',
 * })
 */
export async function getWallets(parameters: GetWalletsParameters): Promise<GetWalletsReturnType> {
  const url = endpointUrl(parameters, '/getWallets', {
    page: parameters.page,
    entries: parameters.entries,
    include: parameters.include,
    exclude: parameters.exclude,
    search: parameters.search?.trim(),
    badge_type: parameters.badgeType,
    chains: parameters.chains,
    ...sdkQuery(parameters),
  })
  const parsed = await requestJson({
    url,
    // The schema's code (zod/mini) loads beside the request instead of with this module: the page's
    // own code starts the Connect view's registry request on the click, and zod stays out of what
    // the page loads.
    schema: loadWalletSchemas().then((schemas) => schemas.getWalletsResponseSchema),
    fetch: parameters.fetch,
    signal: parameters.signal,
    toError: walletRegistryError,
  })
  return {
    count: parsed.count,
    data: parsed.data.map((wallet) => ({
      ...wallet,
      imageUrl: walletImageUrl({ apiUrl: parameters.apiUrl, imageId: wallet.imageId }),
    })),
  }
}

/**
 * The URL of a wallet's icon on Foyer's API (`/getWalletImage/{imageId}`).
 *
 * @example
 * walletImageUrl({ apiUrl: 'http://127.0.0.1:8787', imageId: 'rainbow' }) // 'http://127.0.0.1:8787/getWalletImage/rainbow'
 * @throws {FoyerConfigError} when `apiUrl` is `undefined`.
 */
export function walletImageUrl({ apiUrl, imageId }: Pick<FoyerApi, 'apiUrl'> & { imageId: string }): string {
  return endpointUrl({ apiUrl }, `/getWalletImage/${encodeURIComponent(imageId)}`).href
}
