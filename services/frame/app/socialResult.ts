// Script of /social-result: the OAuth callback lands here (in the popup) and hands the result URI
// to the host page that opened the popup, which passes it to the frame's connectSocial.
import { matchOrigin } from '../../../src/origins/matchOrigin'
import { FRAME_PROTOCOL_VERSION } from '../../../src/protocol/version'
import { readFrameConfig, setFrameStatus } from './frameConfig'

function start(): void {
  const config = readFrameConfig()
  if (!config) return setFrameStatus('bad-config')
  const hostOrigin = new URLSearchParams(location.search).get('hostOrigin')
  if (!hostOrigin || !matchOrigin(hostOrigin, config.allowedOrigins)) return setFrameStatus('origin-not-allowed')
  const opener = window.opener as Window | null
  if (!opener) return setFrameStatus('no-opener')
  // Only the exact, allowed host origin may read the result.
  opener.postMessage({ v: FRAME_PROTOCOL_VERSION, kind: 'social-result', uri: location.href }, hostOrigin)
  setFrameStatus('sent')
  setTimeout(() => window.close(), 200)
}

start()
