/**
 * localStorage hints ('1', no data) that the kit's store holds a value a page load would act on,
 * by the value's key: the login cache (restore the e-mail login) and the other families' sessions.
 * A page reads the hint synchronously and opens the store only when it is there, so a visitor with
 * nothing to restore loads nothing of the store. A module of its own, apart from the list of
 * earlier keys: the page ships it, while that list is read only by the store's opening code.
 */
export const kitStorageHints: Readonly<Record<string, string>> = {
  'foyer.auth': 'foyer.auth.hint',
  'foyer.namespaceSessions': 'foyer.namespaceSessions.hint',
}

/**
 * Sets or removes the localStorage hint of `key` (see {@link kitStorageHints}); a key without a
 * hint, or a localStorage that refuses, changes nothing.
 *
 * @example
 * setKitStorageHint('foyer.auth', true)
 */
export function setKitStorageHint(key: string, present: boolean, local: Pick<Storage, 'setItem' | 'removeItem'> | undefined): void {
  const hint = kitStorageHints[key]
  if (!hint) return
  try {
    if (present) local?.setItem(hint, '1')
    else local?.removeItem(hint)
  } catch {
    // Without the hint the next page load restores nothing; this page is unaffected.
  }
}

/**
 * Whether a page load should open the store for `key`: its hint is there, or the value itself is
 * still in localStorage (an earlier version's, or the localStorage fallback's).
 *
 * @example
 * if (hasKitStorageHint('foyer.auth', localStorage)) await loadKitStorage()
 */
export function hasKitStorageHint(key: string, local: Pick<Storage, 'getItem'> | undefined): boolean {
  const hint = kitStorageHints[key]
  try {
    return (hint !== undefined && local?.getItem(hint) != null) || local?.getItem(key) != null
  } catch {
    return false
  }
}
