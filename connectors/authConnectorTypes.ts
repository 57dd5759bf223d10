import type { FrameRequestError } from '../src/protocol/frameErrors'
import type { FrameResult } from '../src/protocol/messages'
import type { AccountType, FrameUser, SocialProvider } from '../src/protocol/payloads'
import type { FoyerConfig } from '../src/config/createFoyerConfig'

/** Parameters of `authConnector`. */
export type AuthConnectorParameters = {
  /**
   * The app's Foyer configuration, the same object `FoyerProvider` reads: the login frame's URL
   * (`frameUrl`), the project id and the app's metadata come from it. A missing `frameUrl` or
   * `projectId` is reported as a `FoyerConfigError` at the connector's first use.
   * @default createFoyerConfig() (the local stack's defaults in development only)
   * @example authConnector({ config: foyerConfig })
   */
  config?: FoyerConfig | undefined
  /**
   * Frame timeouts in ms: the frame counts as ready 500 ms after its ready event, must load within
   * 20 s, and connect calls wait at most 120 s. Tests shorten them.
   * @default { ready: 500, load: 20_000, request: 120_000 }
   */
  timeouts?: { ready?: number; load?: number; request?: number } | undefined
  /**
   * How long `disconnect()` waits for the frame's sign-out before giving up: a frame that hangs must
   * not keep the user connected.
   * @default 3000
   */
  disconnectTimeoutMs?: number | undefined
}

/** What the connector tells the modal (it never imports UI: the modal subscribes). */
export type AuthConnectorEvent =
  /** An unsafe request (signing, sending) waits for approval in the frame: show ApproveTransaction. */
  | { type: 'approvalRequested'; id: string; method: string }
  /** That request settled (approved and done, rejected, failed or aborted): close or pop the view. */
  | { type: 'approvalSettled'; id: string; ok: boolean }
  /** A method outside the allowed lists was refused (4200): the modal opens with 'Action not allowed'. */
  | { type: 'rpcRefused'; method: string }
  /** The frame shows or hides its approval UI. */
  | { type: 'frameApproval'; visible: boolean }
  /** The signed-in user changed (login, e-mail update, sign-out). */
  | { type: 'userChanged'; user: FrameUser | undefined }
  /**
   * The embedded wallet's session ran out (found at restore, e.g. when wagmi reconnects): the user is
   * signed out and the modal raises Session Expired (APKT006). `error` is the frame's 4101.
   */
  | { type: 'sessionExpired'; error: FrameRequestError }

/** The operations the views use, beside wagmi's connector methods. */
export type AuthConnectorProperties = {
  /**
   * The frame's origin: the only origin social-popup results are accepted from.
   * @throws {FoyerConfigError} when the configuration has no `frameUrl`.
   */
  frameOrigin(): string
  /** Starts an e-mail login: sends a code; the action says which code the user must enter. */
  connectEmail(parameters: { email: string }): Promise<FrameResult<'connectEmail'>>
  /** Finishes an e-mail login with the one-time code. */
  connectOtp(parameters: { otp: string }): Promise<FrameUser>
  /** Finishes an e-mail login on a new device with the device-verification code. */
  connectDevice(parameters: { otp: string }): Promise<FrameUser>
  /**
   * After connectOtp rejected with 4011 (a new device of an existing wallet): resolves once the owner
   * approved this device by the link e-mailed to them (the link lives 15 minutes, so this waits up to
   * 16); rejects with 4012 when they refused it, 4013 when the link expired. `signal` stops waiting.
   */
  awaitDeviceApproval(options?: { signal?: AbortSignal }): Promise<FrameUser>
  /** Sends the device-approval link again (throttled like codes: 429 'Please try again after N seconds'). */
  resendDeviceLink(): Promise<void>
  /** The URL the social popup must open. */
  getSocialRedirectUri(parameters: { provider: SocialProvider }): Promise<string>
  /** Finishes a social login with the popup's result URI. */
  connectSocial(parameters: { uri: string }): Promise<FrameUser>
  /** The Farcaster sign-in URL (shown as a QR code). */
  getFarcasterUri(): Promise<string>
  /** Resolves when the Farcaster channel completes; `signal` stops waiting (leaving the view). */
  connectFarcaster(options?: { signal?: AbortSignal }): Promise<FrameUser>
  /** Starts an e-mail change: a code goes to the current address. */
  updateEmail(parameters: { email: string }): Promise<FrameResult<'updateEmail'>>
  /** The code sent to the current address; then a code goes to the new one. */
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<FrameResult<'updateEmailPrimaryOtp'>>
  /** The code sent to the new address; resolves with the new e-mail. */
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<FrameResult<'updateEmailSecondaryOtp'>>
  /** Asks the frame for the current user again (e.g. while polling for an e-mail change). */
  refreshUser(): Promise<FrameUser | undefined>
  /** The signed-in user known to the host, if any. */
  currentUser(): FrameUser | undefined
  /** The chain ids where the embedded account can be a smart account (EIP-7702). */
  smartAccountEnabledNetworks(): Promise<readonly number[]>
  /**
   * Sets the account type, `eoa` or `smartAccount`, following the switching rules (to a smart
   * account only where enabled and only from `eoa`), then refreshes the user.
   * @throws {FrameRequestError} with the frame's reason when the switch is not allowed.
   */
  setPreferredAccountType(type: AccountType): Promise<FrameUser | undefined>
  /** Subscribes to {@link AuthConnectorEvent}s; returns the unsubscribe function. */
  onAuthEvent(listener: (event: AuthConnectorEvent) => void): () => void
  /** Rejects every open frame request with `reason` (closing the modal: 'Modal closed'). */
  abortAll(reason: Error): void
  /**
   * Sends the modal's theme to the frame (its approval UI follows it). Never creates the frame: the
   * theme is kept and sent when the frame is created.
   */
  syncTheme(theme: { themeMode: 'light' | 'dark'; themeVariables?: Record<string, string | number> | undefined }): void
  /** Whether the frame currently shows its approval UI (last `frameApproval` event). */
  isApprovalVisible(): boolean
  /** The frame's iframe once created (the approval view positions it); `undefined` before first use. */
  frameElement(): HTMLIFrameElement | undefined
}

/** A wagmi connector that is Foyer's embedded wallet. */
export type AuthConnectorLike = { id: string; type: string } & AuthConnectorProperties

/**
 * True when a wagmi connector is `authConnector`'s (its `type` is `'foyerAuth'` and it has the auth
 * operations).
 *
 * @example
 * const auth = useConnectors().find(isAuthConnector)
 */
export function isAuthConnector<C extends { type: string }>(connector: C): connector is C & AuthConnectorProperties {
  return connector.type === 'foyerAuth' && typeof (connector as Partial<AuthConnectorProperties>).connectEmail === 'function'
}
