/**
 * Embedded-wallet options the demo takes from its URL, for the e2e suite: `?frameUrl=` points the
 * auth connector at another frame (e.g. an unreachable one), `?frameLoadTimeout=` and
 * `?frameReadyDelay=` shorten the frame's load timeout (APKT003) and ready delay (ms).
 */
export function readAuthDemoOptions(search: string = location.search) {
  const params = new URLSearchParams(search)
  const load = milliseconds(params.get('frameLoadTimeout'))
  const ready = milliseconds(params.get('frameReadyDelay'))
  return {
    frameUrl: params.get('frameUrl') ?? import.meta.env.VITE_FOYER_FRAME_URL ?? 'http://127.0.0.1:8788',
    timeouts: { ...(load !== undefined ? { load } : {}), ...(ready !== undefined ? { ready } : {}) },
  }
}

function milliseconds(value: string | null): number | undefined {
  const number = Number(value)
  return value && Number.isFinite(number) && number >= 0 ? number : undefined
}
