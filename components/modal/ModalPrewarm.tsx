import { Activity } from 'react'
import { useConnection } from 'wagmi'
import { loadedRestViews } from '../views/loadRestViews'
import { viewFor } from '../views/viewRegistry'

/**
 * Renders the view the modal will open on inside a hidden `<Activity>` once the
 * code has loaded (on hover), before the first open: React renders it at low
 * priority and runs no effects, so nothing is fetched, but every component's
 * code has run once and the first real open renders faster. Needs React 19.2+;
 * older Reacts skip it.
 */
export function ModalPrewarm() {
  const { isConnected } = useConnection()
  // A named import of a missing export is undefined at run time (React 18, 19.0, 19.1).
  if (!Activity) return null
  const View = viewFor(isConnected ? 'Account' : 'Connect', isConnected, loadedRestViews()).Component
  if (!View) return null
  return (
    <Activity mode="hidden">
      <div hidden>
        <View />
      </div>
    </Activity>
  )
}
