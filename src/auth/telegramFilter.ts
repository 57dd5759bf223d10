/** Platforms the Telegram mini-app rule distinguishes. */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | 'other'

const dropped: Record<TelegramPlatform, readonly string[]> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The Telegram platform filter: inside Telegram, iOS drops google, Mac drops x and
 * Android drops facebook and x (their sign-in pages do not work in Telegram's web view there).
 * Outside Telegram (`platform` undefined) nothing is dropped.
 *
 * @example
 * filterSocialsForTelegram(['google', 'x', 'github'], 'ios') // ['x', 'github']
 */
export function filterSocialsForTelegram<P extends string>(providers: readonly P[], platform: TelegramPlatform | undefined): P[] {
  if (!platform) return [...providers]
  return providers.filter((provider) => !dropped[platform].includes(provider))
}

/**
 * The Telegram platform of this page, from Telegram's web-app object when present; `undefined`
 * outside Telegram.
 */
export function detectTelegramPlatform(
  view: { Telegram?: { WebApp?: { platform?: unknown } } } | undefined = globalThis as never,
): TelegramPlatform | undefined {
  const platform = view?.Telegram?.WebApp?.platform
  if (typeof platform !== 'string' || platform === '' || platform === 'unknown') return undefined
  if (platform === 'ios') return 'ios'
  if (platform === 'macos') return 'macos'
  if (platform === 'android' || platform === 'android_x') return 'android'
  return 'other'
}
