import { z } from 'zod'

/** What the NFT endpoint shows from a token's metadata JSON. */
export type NftMetadata = { name?: string; description?: string; image?: string }

const metadataSchema = z.object({
  name: z.string().max(300).optional().catch(undefined),
  description: z.string().max(2000).optional().catch(undefined),
  image: z.string().max(200_000).optional().catch(undefined),
})

// Images a page may put in an <img> as they are: inline images and web URLs (never javascript: and the like).
const SAFE_IMAGE = /^(data:image\/(svg\+xml|png|jpeg|gif|webp)[;,]|https?:\/\/)/

/**
 * Reads an ERC-721 `tokenURI` when it is a `data:application/json` URI (base64 or percent-encoded)
 * and zod-parses it; any other URI (http, ipfs) is not fetched and gives `undefined`, as does a URI
 * that does not decode to a JSON object. Fields of the wrong type are dropped, an image that is not a
 * `data:image/…` URI or an http(s) URL too.
 *
 * @example
 * readTokenUriMetadata('data:application/json;base64,eyJuYW1lIjoiQSJ9') // { name: 'A' }
 */
export function readTokenUriMetadata(uri: string): NftMetadata | undefined {
  const match = /^data:application\/json(;charset=utf-8)?(;base64)?,(.*)$/is.exec(uri)
  if (!match) return undefined
  let json: unknown
  try {
    const payload = match[3] ?? ''
    json = JSON.parse(match[2] ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload))
  } catch {
    return undefined
  }
  const parsed = metadataSchema.safeParse(json)
  if (!parsed.success) return undefined
  const { name, description, image } = parsed.data
  return {
    ...(name === undefined ? {} : { name }),
    ...(description === undefined ? {} : { description }),
    ...(image !== undefined && SAFE_IMAGE.test(image) ? { image } : {}),
  }
}
