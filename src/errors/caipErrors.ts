import { BaseError } from './BaseError'

/** Type of {@link InvalidCaipAddressError}. */
export type InvalidCaipAddressErrorType = InvalidCaipAddressError & { name: 'InvalidCaipAddressError' }

/** A CAIP-10 account id that is not `namespace:chainId:address` with three non-empty parts. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor(value: string) {
    super(`Invalid CAIP-10 address: ${value}`, { docsPath: '/errors#invalid-caip-address' })
  }
}

/** Type of {@link InvalidCaipNetworkIdError}. */
export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & { name: 'InvalidCaipNetworkIdError' }

/** A CAIP-2 chain id that is not `namespace:reference` with two non-empty parts. */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  constructor(value: string) {
    super(`Invalid CAIP-2 network id: ${value}`, { docsPath: '/errors#invalid-caip-network-id' })
  }
}

/** Type of {@link InvalidCaipError}. */
export type InvalidCaipErrorType = InvalidCaipError & { name: 'InvalidCaipError' }

/** The simple validator's error: the value does not have the three parts of a CAIP address. */
export class InvalidCaipError extends BaseError {
  override name = 'InvalidCaipError'
  constructor({ value }: { value?: string } = {}) {
    super('Invalid CAIP Address', { details: value === undefined ? undefined : `Got: ${value}`, docsPath: '/errors#invalid-caip-address' })
  }
}
