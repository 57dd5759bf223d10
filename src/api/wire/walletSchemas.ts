// zod/mini: the client parses the registry in the modal's first chunk (the Connect view), where the
// full zod API would weigh most. The API's own schemas compose these with full zod.
import * as z from 'zod/mini'

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:1`. */
export const caip2Schema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id'))

/** An `https:` URL, or a link the wallet app registered (e.g. `rainbow://`). */
const linkSchema = z.nullable(z.string().check(z.minLength(1), z.maxLength(500)))

/** How the registry vouches for a wallet: `certified` passed its checks, `none` did not apply. */
export const walletBadgeTypes = ['none', 'certified'] as const

/** A registry badge type. */
export type WalletBadgeType = (typeof walletBadgeTypes)[number]

/**
 * One wallet as `GET /getWallets` sends it. Links that a wallet does not have are `null`; the icon is
 * served by the same API at `/getWalletImage/{imageId}`.
 */
export const registryWalletSchema = z.object({
  /** Stable registry id (a slug), used by `featuredWalletIds`, `includeWalletIds`, `excludeWalletIds`. */
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  homepage: linkSchema,
  /** Id for `/getWalletImage/{imageId}`. */
  imageId: z.string().check(z.minLength(1), z.maxLength(100)),
  /** EIP-6963 reverse-DNS name, so an installed extension can be matched to its registry entry. */
  rdns: z.nullable(z.string().check(z.minLength(1), z.maxLength(200))),
  /** Native deep-link scheme, e.g. `rainbow://`. */
  mobileLink: linkSchema,
  /** Universal link, e.g. `https://rnbwapp.com`. */
  universalLink: linkSchema,
  /** Desktop app scheme. */
  desktopLink: linkSchema,
  /** Web app URL. */
  webappLink: linkSchema,
  appStore: linkSchema,
  playStore: linkSchema,
  chromeStore: linkSchema,
  /** CAIP-2 networks the wallet supports. */
  chains: z.array(caip2Schema).check(z.maxLength(200)),
  badgeType: z.enum(walletBadgeTypes),
})

/** A wallet as the registry API sends it. */
export type RegistryWalletWire = z.infer<typeof registryWalletSchema>

/** The body of `GET /getWallets`: one page of matches and how many match in all. */
export const getWalletsResponseSchema = z.object({
  data: z.array(registryWalletSchema),
  count: z.int().check(z.minimum(0)),
})

/** The body of `GET /getWallets`. */
export type GetWalletsResponseWire = z.infer<typeof getWalletsResponseSchema>
