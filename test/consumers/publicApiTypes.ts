// Type tests of the kit's public API as an app sees it. Compiled, never run: by `npm run typecheck`
// against the sources, and by packageTypes.test.ts against the packed package's declarations under
// the bundler, node16 and nodenext resolutions. A value whose declaration TypeScript cannot follow
// gets an error type that, like `any`, passes every assignment and call, and also slips through
// type-level tests such as `IsAny` below. So every export checked here also has a misuse marked
// `@ts-expect-error`: when the misuse compiles, the directive itself is reported as unused.
import type { ReactNode } from 'react'
import type { CreateConnectorFn } from 'wagmi'
import {
  ConnectModal,
  createFoyerConfig,
  FoyerProvider,
  useConnectModal,
  useOnramp,
  useSendToken,
  useSwap,
  type FoyerConfig,
  type OpenConnectModalOptions,
  type SwapStatus,
  type UseConnectModalReturnType,
  type UseOnrampReturnType,
  type UseSendTokenReturnType,
  type UseSwapParameters,
  type UseSwapReturnType,
} from 'foyer-kit'
import { authConnector, type AuthConnectorParameters } from 'foyer-kit/connectors'

/** `true` only for `any`: no other type lets `1 & T` accept `0`. */
type IsAny<T> = 0 extends 1 & T ? true : false
/** Exact equality, which `any` fails unless both sides are `any`. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
/** Compiles only when every check is `true`. */
type Expect<T extends true> = T
type Typed<T> = IsAny<T> extends true ? false : true

/** The public exports are not `any`, and their signatures are the documented ones. */
export type PublicApiChecks = [
  Expect<Typed<typeof useSwap>>,
  Expect<Typed<typeof useOnramp>>,
  Expect<Typed<typeof useSendToken>>,
  Expect<Typed<typeof useConnectModal>>,
  Expect<Typed<typeof createFoyerConfig>>,
  Expect<Typed<typeof FoyerProvider>>,
  Expect<Typed<typeof ConnectModal>>,
  Expect<Typed<typeof authConnector>>,
  Expect<Equal<Parameters<typeof useSwap>, [parameters?: UseSwapParameters]>>,
  Expect<Equal<ReturnType<typeof useSwap>, UseSwapReturnType>>,
  Expect<Equal<UseSwapReturnType['side'], 'exactIn' | 'exactOut'>>,
  Expect<Equal<UseSwapReturnType['status'], SwapStatus>>,
  Expect<Equal<ReturnType<typeof useOnramp>, UseOnrampReturnType>>,
  Expect<Equal<UseOnrampReturnType['optionsSource'], 'loading' | 'api' | 'fallback'>>,
  Expect<Equal<ReturnType<typeof useSendToken>, UseSendTokenReturnType>>,
  Expect<Equal<UseSendTokenReturnType['namespace'], 'eip155' | 'solana' | 'bip122'>>,
  Expect<Equal<ReturnType<typeof useConnectModal>, UseConnectModalReturnType>>,
  Expect<Equal<UseConnectModalReturnType['open'], (options?: OpenConnectModalOptions) => void>>,
  Expect<Equal<UseConnectModalReturnType['isOpen'], boolean>>,
  Expect<Equal<ReturnType<typeof createFoyerConfig>, FoyerConfig>>,
  Expect<Equal<Parameters<typeof FoyerProvider>[0]['config'], FoyerConfig>>,
  Expect<Equal<Parameters<typeof FoyerProvider>[0]['children'], ReactNode>>,
  Expect<Equal<Parameters<typeof ConnectModal>, []>>,
  Expect<Equal<Parameters<typeof authConnector>, [parameters?: AuthConnectorParameters]>>,
  Expect<ReturnType<typeof authConnector> extends CreateConnectorFn ? true : false>,
]

// @ts-expect-error a hook is a function, not a number
export const hookIsNotANumber: number = useSwap

/** Misuse the compiler must refuse; never called. */
export function misuse(config: FoyerConfig): void {
  // @ts-expect-error a config is an object, not a string
  const configIsNotAString: string = createFoyerConfig()
  void configIsNotAString
  // @ts-expect-error useSwap takes an options object
  useSwap('fast')
  // @ts-expect-error useOnramp's debounce is a number of milliseconds
  useOnramp({ debounceMs: 'slow' })
  // @ts-expect-error useSendToken takes no arguments
  useSendToken({ token: 'ETH' })
  // @ts-expect-error createFoyerConfig's options are spelled as documented
  createFoyerConfig({ projectID: 'typo' })
  // @ts-expect-error open() takes options, not a view name
  useConnectModal().open('Connect')
  // @ts-expect-error the provider needs the app's config
  FoyerProvider({ children: null })
  // @ts-expect-error themeMode is 'light' or 'dark'
  FoyerProvider({ config, themeMode: 'blue' })
  // @ts-expect-error the connect modal takes no props
  ConnectModal({ open: true })
  // @ts-expect-error authConnector returns a connector factory for wagmi's config, not a connector
  void authConnector().connect
}
