/**
 * Names of the events Foyer tracks: the modal opening and closing, connections, social sign-in steps,
 * the preferred account type, failed history fetches and the SIWX steps.
 */
export const foyerEventNames = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CONNECT_SUCCESS',
  'SOCIAL_LOGIN_STARTED',
  'SOCIAL_LOGIN_REQUEST_USER_DATA',
  'SOCIAL_LOGIN_SUCCESS',
  'SOCIAL_LOGIN_ERROR',
  'SET_PREFERRED_ACCOUNT_TYPE',
  'ERROR_FETCH_TRANSACTIONS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
] as const

/** A tracked event's name. */
export type FoyerEventName = (typeof foyerEventNames)[number]

/** A tracked event, as handed to the app's `onEvent` and (when analytics is on) to `POST /e`. */
export type FoyerEvent = {
  /** What happened. */
  event: FoyerEventName
  /** Flat details, e.g. `{ provider: 'github' }`; never secrets, codes or keys. */
  properties?: Readonly<Record<string, string | number | boolean | undefined>>
}
