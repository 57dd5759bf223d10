import { BaseError } from './BaseError'

/** An option of `createFoyerConfig` that Foyer may have to ask for. */
export type FoyerConfigOption = 'projectId' | 'apiUrl' | 'frameUrl' | 'metadata' | 'solana' | 'bitcoin' | 'polkadot' | 'cosmos' | 'sui' | 'stacks' | 'legal'

/** Type of {@link FoyerConfigError}. */
export type FoyerConfigErrorType = FoyerConfigError & { name: 'FoyerConfigError' }

/**
 * An option of `createFoyerConfig` is missing where it is needed, or has a value Foyer cannot use.
 * Missing options are reported at first use (the modal's first open, the connector's first call),
 * never replaced by a local default outside development.
 *
 * @example
 * if (error instanceof FoyerConfigError && error.option === 'apiUrl') console.error(error.message)
 */
export class FoyerConfigError extends BaseError {
  override name = 'FoyerConfigError'
  /** The option at fault. */
  option: FoyerConfigOption
  /** `missing`: not given (and no development default applies); `invalid`: given but unusable. */
  reason: 'missing' | 'invalid'
  constructor({ option, reason, details }: { option: FoyerConfigOption; reason: 'missing' | 'invalid'; details?: string }) {
    super(reason === 'missing' ? `Missing option \`${option}\`` : `Invalid option \`${option}\``, {
      details,
      metaMessages:
        reason === 'missing'
          ? [`Pass \`${option}\` to createFoyerConfig(). Local defaults apply only in development (NODE_ENV=development or \`development: true\`).`]
          : undefined,
      docsPath: '/errors#foyer-config',
    })
    this.option = option
    this.reason = reason
  }
}

/** Type of {@link FoyerProviderNotFoundError}. */
export type FoyerProviderNotFoundErrorType = FoyerProviderNotFoundError & { name: 'FoyerProviderNotFoundError' }

/**
 * A Foyer hook or `<ConnectModal/>` rendered outside `<FoyerProvider>`: the values it reads are
 * the provider's own, so there is nothing to fall back on.
 *
 * @example
 * <FoyerProvider config={foyerConfig}><App /></FoyerProvider> // every Foyer hook inside it
 */
export class FoyerProviderNotFoundError extends BaseError {
  override name = 'FoyerProviderNotFoundError'
  constructor() {
    super('Foyer hooks and <ConnectModal/> must be used inside <FoyerProvider>.', { docsPath: '/errors#foyer-config' })
  }
}
