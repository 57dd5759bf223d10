import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { HttpError } from '../HttpError'
import { invalidInput } from '../jsonBody'
import { IMAGE_ID_PATTERN } from '../../../src/images/apiImageUrls'
import { DEFAULT_IMAGE_MAX_BYTES, loadImageDirectory } from './loadImageDirectory'
import type { ImageKind } from './loadImageDirectory'

/** Options of {@link imageRoutes}. */
export type ImageRoutesOptions = {
  /**
   * The operator's images directory, with `assets/` (networks, by image id or CAIP-2 id with `-` for `:`, e.g. `eip155-1`),
   * `currencies/` (fiat currencies, by ISO 4217 code) and `tokens/` (by symbol), each file named
   * `<id>.<svg|png|jpg|jpeg|webp>`. Read once at start-up (see `loadImageDirectory`).
   * @default undefined (no images: every image request is a 404 and the kit draws its letters)
   * @example '/srv/foyer/images'
   */
  directory?: string | undefined
  /** Largest image file, in bytes; a larger one stops the server at start-up. @default 262_144 */
  maxBytes?: number
  /** How long browsers and caches may keep an image, in seconds. @default 86_400 */
  maxAgeSeconds?: number
}

const idParamSchema = z.object({ id: z.string().regex(IMAGE_ID_PATTERN, 'Invalid image id') })

/** The path of each kind of image, as the kit's image URL helpers build it. */
const paths: Readonly<Record<ImageKind, string>> = {
  assets: '/public/getAssetImage/:id',
  currencies: '/public/getCurrencyImage/:id',
  tokens: '/public/getTokenImage/:id',
}

/**
 * The image blobs: `GET /public/getAssetImage/:id`, `/public/getCurrencyImage/:id` and
 * `/public/getTokenImage/:id`, each the file of that id in the operator's images directory with its
 * own `Content-Type`, an `ETag` (a matching `If-None-Match` gets 304) and a public cache lifetime;
 * 404 `{ error: 'Unknown image' }` for an id without a file, 400 for one that is not an id.
 * Nothing is fetched from elsewhere: a token list's `logoURI` is never followed, as that host would
 * see every visitor.
 *
 * @throws {ServerConfigError} at creation when the directory does not load (see `loadImageDirectory`).
 * @example
 * createApiServer({ chains, domains: [imageRoutes({ directory: '/srv/foyer/images' })] })
 */
export function imageRoutes(options: ImageRoutesOptions = {}): ApiDomain {
  const catalogue = loadImageDirectory(options.directory, options.maxBytes ?? DEFAULT_IMAGE_MAX_BYTES)
  const cacheControl = `public, max-age=${options.maxAgeSeconds ?? 86_400}`
  const app = new Hono<ApiEnv>()
  for (const [kind, path] of Object.entries(paths) as [ImageKind, string][]) {
    app.get(path, zValidator('param', idParamSchema, invalidInput), (context) => {
      const image = catalogue[kind].get(context.req.valid('param').id.toLowerCase())
      if (!image) throw new HttpError(404, 'Unknown image')
      const headers = {
        'content-type': image.contentType,
        'cache-control': cacheControl,
        etag: image.etag,
        // An SVG opened on its own runs nothing and loads nothing.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      }
      if (context.req.header('if-none-match') === image.etag) return context.body(null, 304, headers)
      return context.body(image.body, 200, headers)
    })
  }
  return { app }
}
