import { BaseError } from './BaseError'

// Apart from the sign-in flow's errors (siwxErrors.ts): the provider checks its options at render,
// in the page, while only the sign-in chunks raise the others.

/** Type of {@link SiwxConfigConflictError}. */
export type SiwxConfigConflictErrorType = SiwxConfigConflictError & { name: 'SiwxConfigConflictError' }

/**
 * Both `siweConfig` (the older, SIWE-only option) and `siwx` were given to `FoyerProvider`: only one
 * sign-in configuration can drive the flow.
 *
 * @example
 * <FoyerProvider config={foyerConfig} siwx={foyerSiwx(foyerConfig)} /> // not siweConfig as well
 */
export class SiwxConfigConflictError extends BaseError {
  override name = 'SiwxConfigConflictError'
  constructor() {
    super('Cannot set both `siweConfig` and `siwx` options', { docsPath: '/errors#siwx' })
  }
}
