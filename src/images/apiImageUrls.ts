import type { FoyerApi } from '../api/foyerApi'

/**
 * What an image id may be: letters, digits, `.`, `_` and `-`, from 1 to 100 characters (a network's
 * CAIP-2 id is written with `-` for `:`, e.g. `eip155-1`, so it can be a file name everywhere). The
 * API refuses any other id, so the kit never asks for one.
 */
export const IMAGE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/

function imageUrl(api: Pick<FoyerApi, 'apiUrl'>, path: string, id: string | undefined): string | undefined {
  // Images are decoration: without an API or a usable id there is nothing to ask for, and the caller
  // draws its letters. A missing `apiUrl` is reported by the calls that need it.
  if (api.apiUrl === undefined || id === undefined || !IMAGE_ID_PATTERN.test(id)) return undefined
  return `${api.apiUrl.replace(/\/+$/, '')}/public/${path}/${id}`
}

/**
 * The URL of a network's image on Foyer's API (`/public/getAssetImage/{id}`): the network's
 * `assets.imageId` when it has one, else its CAIP-2 id with `-` for `:`.
 *
 * @returns `undefined` when the API has no URL or the id is not one the API serves.
 * @example
 * getAssetImage({ apiUrl: 'https://foyer-api.example.com' }, { caipNetworkId: 'eip155:8453' })
 * // 'https://foyer-api.example.com/public/getAssetImage/eip155-8453'
 */
export function getAssetImage(
  api: Pick<FoyerApi, 'apiUrl'>,
  network: { caipNetworkId: string; assets?: { imageId?: string | undefined } | undefined },
): string | undefined {
  return imageUrl(api, 'getAssetImage', network.assets?.imageId ?? network.caipNetworkId.replace(':', '-'))
}

/**
 * The URL of a fiat currency's image on Foyer's API (`/public/getCurrencyImage/{code}`).
 *
 * @returns `undefined` when the API has no URL or the code is not an id the API serves.
 * @example
 * getCurrencyImage({ apiUrl: 'https://foyer-api.example.com' }, 'EUR') // 'https://foyer-api.example.com/public/getCurrencyImage/EUR'
 */
export function getCurrencyImage(api: Pick<FoyerApi, 'apiUrl'>, currencyCode: string): string | undefined {
  return imageUrl(api, 'getCurrencyImage', currencyCode)
}

/**
 * The URL of a token's image on Foyer's API (`/public/getTokenImage/{symbol}`).
 *
 * @returns `undefined` when the API has no URL or the symbol is not an id the API serves.
 * @example
 * getTokenImage({ apiUrl: 'https://foyer-api.example.com' }, 'USDC') // 'https://foyer-api.example.com/public/getTokenImage/USDC'
 */
export function getTokenImage(api: Pick<FoyerApi, 'apiUrl'>, symbol: string): string | undefined {
  return imageUrl(api, 'getTokenImage', symbol)
}
