import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { IMAGE_ID_PATTERN } from '../../../src/images/apiImageUrls'
import { ServerConfigError } from '../../http/ServerConfigError'

/** The kinds of image the API serves, each from its own folder of the images directory. */
export const imageKinds = ['assets', 'currencies', 'tokens'] as const

/** One kind of image: `assets` (networks), `currencies` (fiat money) or `tokens` (by symbol). */
export type ImageKind = (typeof imageKinds)[number]

/** One image file, read into memory. */
export type StoredImage = {
  /** The answer's `Content-Type`. */
  contentType: string
  /** The file's bytes, as read at start-up. */
  body: Uint8Array<ArrayBuffer>
  /** A strong validator of the bytes, for `ETag`. */
  etag: string
}

/** The images of each kind, by lower-cased id. */
export type ImageCatalogue = Readonly<Record<ImageKind, ReadonlyMap<string, StoredImage>>>

/** Largest image file the API serves by default: an icon, with room to spare. */
export const DEFAULT_IMAGE_MAX_BYTES = 256 * 1024

// Each type is checked against the file's first bytes, so a misnamed file never goes out under a
// type a browser would read differently.
const types: Readonly<Record<string, { contentType: string; matches: (head: Buffer) => boolean }>> = {
  '.svg': { contentType: 'image/svg+xml', matches: (head) => /^(\uFEFF)?\s*<(\?xml|svg|!--)/.test(head.toString('utf8')) },
  '.png': { contentType: 'image/png', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  '.jpg': { contentType: 'image/jpeg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  '.jpeg': { contentType: 'image/jpeg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  '.webp': { contentType: 'image/webp', matches: (head) => head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP' },
}

const empty = (): ImageCatalogue => ({ assets: new Map(), currencies: new Map(), tokens: new Map() })

/**
 * Reads the operator's images directory once: `assets/`, `currencies/` and `tokens/`, each holding
 * files named `<id>.<svg|png|jpg|jpeg|webp>` (`assets/eip155-1.svg`, `currencies/USD.svg`,
 * `tokens/USDC.png`). A missing folder serves no image of that kind. Ids are matched without regard
 * to case. Files are read at start-up: images added later are served after a restart.
 *
 * @param directory The images directory, or `undefined` for none (every request is then a 404).
 * @throws {ServerConfigError} when the directory cannot be read, or a file is larger than
 * `maxBytes`, has another extension or a name that is not an id, does not hold what its extension
 * says, or shares its id with another file.
 * @example
 * loadImageDirectory('/srv/foyer/images').tokens.get('usdc')?.contentType // 'image/png'
 */
export function loadImageDirectory(directory: string | undefined, maxBytes: number = DEFAULT_IMAGE_MAX_BYTES): ImageCatalogue {
  const catalogue = empty()
  if (directory === undefined) return catalogue
  try {
    if (!statSync(directory).isDirectory()) throw new ServerConfigError(`Images directory ${directory} is not a directory.`)
  } catch (cause) {
    if (cause instanceof ServerConfigError) throw cause
    throw new ServerConfigError(`Images directory ${directory} cannot be read.`, { cause })
  }
  for (const kind of imageKinds) {
    const folder = join(directory, kind)
    let names: string[]
    try {
      names = readdirSync(folder)
    } catch {
      continue
    }
    const images = catalogue[kind] as Map<string, StoredImage>
    for (const name of names) {
      const path = join(folder, name)
      if (!statSync(path).isFile()) continue
      const extension = extname(name).toLowerCase()
      const type = types[extension]
      const id = name.slice(0, name.length - extension.length)
      if (!type) throw new ServerConfigError(`Image ${path}: expected a .svg, .png, .jpg, .jpeg or .webp file.`)
      if (!IMAGE_ID_PATTERN.test(id)) throw new ServerConfigError(`Image ${path}: its name is not an image id (letters, digits, . _ -).`)
      if (statSync(path).size > maxBytes) throw new ServerConfigError(`Image ${path} is larger than ${maxBytes} bytes.`)
      const body = readFileSync(path)
      if (!type.matches(body.subarray(0, 64))) throw new ServerConfigError(`Image ${path} does not hold a ${type.contentType} image.`)
      const key = id.toLowerCase()
      if (images.has(key)) throw new ServerConfigError(`Image ${path}: another ${kind} image has the id ${id}.`)
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
      images.set(key, { contentType: type.contentType, body: new Uint8Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength)), etag })
    }
  }
  return catalogue
}
