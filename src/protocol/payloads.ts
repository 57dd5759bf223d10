import { z } from 'zod'
import { ONE_TIME_CODE_PATTERN } from './oneTimeCode'

/*
 * Schemas of the payloads the host page and the login frame exchange. Both sides
 * parse every message with them, so a field that is not here never crosses the boundary typed.
 */

/** A 0x-prefixed 20-byte EVM address (any letter case), typed as viem's `Address`. */
export const addressSchema = z.custom<`0x${string}`>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value), 'Invalid address')

/** A Solana address: a base58 public key of 32 to 44 characters. */
export const solanaAddressSchema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana address')

/** A positive integer chain id, as wagmi and viem use them. */
export const chainIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** An http(s) URL, e.g. an RPC endpoint or a popup URL. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ }).max(2048)

/** An e-mail address: only a valid one is taken, so a typo fails before any code is sent. */
export const emailSchema = z.email().max(254)

/**
 * A one-time code in its normalized form (`normalizeOneTimeCode`): 8 characters of Crockford's
 * base32 alphabet, upper case, no separators.
 */
export const otpSchema = z.string().regex(ONE_TIME_CODE_PATTERN, 'Expected an 8-character code')

/**
 * The social sign-in providers the embedded wallet offers. `'oidc'` is the operator's own OpenID
 * Provider (Keycloak, Auth0, Okta, Entra ID...): its name and icon come from the API's project answer.
 */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'oidc'])

/** A social sign-in provider, e.g. `'github'`. */
export type SocialProvider = z.infer<typeof socialProviderSchema>

/** How the user signed in. */
export const authProviderSchema = z.union([z.literal('email'), socialProviderSchema, z.literal('farcaster')])

/** Account types: a plain key (EOA) or a smart account. */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])

/** `'eoa'` or `'smartAccount'`. */
export type AccountType = z.infer<typeof accountTypeSchema>

/** A SIWX message (CAIP-122): required strings plus optional fields. */
export const siwxMessageSchema = z.object({
  accountAddress: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  statement: z.string().optional(),
  resources: z.array(z.string()).optional(),
  requestId: z.string().optional(),
  issuedAt: z.string().optional(),
  notBefore: z.string().optional(),
  expirationTime: z.string().optional(),
  serializedMessage: z.string().optional(),
})

/** The embedded-frame user: what the frame tells the host after a sign-in. */
export const frameUserSchema = z.object({
  address: addressSchema,
  chainId: chainIdSchema,
  accounts: z.array(z.object({ address: addressSchema, type: accountTypeSchema })).min(1),
  /** The embedded wallet's Solana address (same custody, ed25519 key); absent from frames that predate it. */
  solanaAddress: solanaAddressSchema.optional(),
  email: emailSchema.optional(),
  userName: z.string().max(200).optional(),
  authProvider: authProviderSchema,
  preferredAccountType: accountTypeSchema,
  smartAccountDeployed: z.boolean().optional(),
  signature: z.string().optional(),
  message: z.string().optional(),
  siwxMessage: siwxMessageSchema.optional(),
})

/** The signed-in user as the frame reports it. */
export type FrameUser = z.infer<typeof frameUserSchema>

const themeVariablesSchema = z.record(z.string().max(100), z.union([z.string().max(500), z.number()]))

/** Theme sync: the frame's approval UI follows the host's theme. */
export const themeSyncSchema = z.object({
  themeMode: z.enum(['light', 'dark']),
  themeVariables: themeVariablesSchema.optional(),
  w3mThemeVariables: themeVariablesSchema.optional(),
})

/** Dapp data sync: the frame names the app in its approval UI. */
export const dappDataSyncSchema = z.object({
  metadata: z.object({
    name: z.string().max(200),
    description: z.string().max(2000),
    url: z.string().max(2048),
    icons: z.array(z.string().max(2048)).max(20),
  }),
  sdkVersion: z.string().max(100),
  sdkType: z.string().max(100),
  projectId: z.string().max(200),
})

/** Social connect: finishes a social sign-in from the popup's result URI. */
export const socialConnectSchema = z.object({
  uri: httpUrlSchema,
  preferredAccountType: accountTypeSchema.optional(),
  chainId: chainIdSchema.optional(),
  siwxMessage: siwxMessageSchema.optional(),
  rpcUrl: httpUrlSchema.optional(),
})

/**
 * E-mail update: the new address. The frame protocol carries it as `email`, like every other
 * message's address, and the frame sends it to the API as `newEmail`, the auth service's name.
 */
export const emailUpdateSchema = z.object({ email: emailSchema })
