import type { Locale, OpenableView, ThemeMode } from 'foyer-kit'

/**
 * Provider options the demo takes from its URL, so one running demo can show
 * (and the e2e suite can test) other configurations: `?theme=light`,
 * `?dir=rtl`, `?locale=ar`, `?projectId=foyer-restricted`, `?accent=%23e5484d&radius=8px`,
 * `?featuredWalletIds=rainbow,safe&includeWalletIds=...&excludeWalletIds=...`, `?customWallet=1`,
 * `?wcLifetime=20000&wcMargin=5000&wcTimeout=4000` (WalletConnect pairing timings, ms),
 * `?view=ConnectingWalletConnectBasic` (a second header button, "Open <view>", opens the modal on that view).
 * `?apiUrl=http://127.0.0.1:9999` (another Foyer API on loopback, e.g. one a test starts and stops).
 * `?siwx=on` (sign in with the wallet after connecting) or `?siwx=required` (and sign-in required),
 * `?projectId=foyer-capture&captureEmail=ada%40example.com` (e-mail capture on, the field pre-filled).
 * `?label=0x7099…79C8:Treasury` (repeatable: the app's names for addresses, `addressLabels`).
 */
export function readDemoOptions(search: string = location.search) {
  const params = new URLSearchParams(search)
  const theme = params.get('theme')
  const dir = params.get('dir')
  const themeMode: ThemeMode = theme === 'light' ? 'light' : 'dark'
  return {
    themeMode,
    dir: dir === 'rtl' || dir === 'ltr' ? (dir as 'rtl' | 'ltr') : undefined,
    projectId: params.get('projectId') ?? undefined,
    /** `?analytics=1`: tracked events go to the API's `POST /e` (tests read them at `GET /dev/events`). */
    analytics: params.get('analytics') === '1',
    locale: (['es', 'ar'].includes(params.get('locale') ?? '') ? params.get('locale') : 'en') as Locale,
    featuredWalletIds: idList(params.get('featuredWalletIds')),
    includeWalletIds: idList(params.get('includeWalletIds')),
    excludeWalletIds: idList(params.get('excludeWalletIds')),
    customWallets: params.get('customWallet') === '1' ? [demoCustomWallet] : [],
    openView: openableViews.find((view) => view === params.get('view')),
    apiUrl: loopbackUrl(params.get('apiUrl')),
    captureEmail: params.get('captureEmail') ?? undefined,
    addressLabels: addressLabels(params.getAll('label')),
    siwx: params.get('siwx') === 'on' || params.get('siwx') === 'required' ? (params.get('siwx') as 'on' | 'required') : undefined,
    walletConnectTimings: {
      lifetime: milliseconds(params.get('wcLifetime')),
      expiryMargin: milliseconds(params.get('wcMargin')),
      uriTimeout: milliseconds(params.get('wcTimeout')),
    },
    themeVariables: {
      ...(params.get('accent') ? { accent: params.get('accent') ?? '' } : {}),
      ...(params.get('radius') ? { borderRadiusBase: params.get('radius') ?? '' } : {}),
    },
  }
}

/** A wallet of the demo's own, listed with `?customWallet=1`. */
const demoCustomWallet = { id: 'foyer-demo-wallet', name: 'Foyer Demo Wallet', universalLink: 'https://wallet.foyer.example', mobileLink: 'foyerdemo://' }

function idList(value: string | null): string[] {
  return value
    ? value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : []
}

// `address:label` pairs; the label is the text after the first colon.
function addressLabels(values: readonly string[]): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const value of values) {
    const colon = value.indexOf(':')
    if (colon > 0 && colon < value.length - 1) labels[value.slice(0, colon)] = value.slice(colon + 1)
  }
  return labels
}

const openableViews: readonly OpenableView[] = ['Connect', 'Account', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic']

function milliseconds(value: string | null): number | undefined {
  const number = Number(value)
  return value && Number.isFinite(number) && number >= 0 ? number : undefined
}

// Only a loopback http URL: a link must not point the demo's wallet and account calls elsewhere.
function loopbackUrl(value: string | null): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname) ? url.origin : undefined
  } catch {
    return undefined
  }
}
