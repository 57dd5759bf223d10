import { views, type View } from '../../src/router/views'
import type { ImplementedView } from './viewRegistry'

/**
 * The modal's views that are built in this version, in the order views are named. Every name of
 * `View` is built now, so this is the router's own list; a name added there for a view still to come
 * must be left out here, and the checks below then say so.
 *
 * @example
 * builtViews.includes('WalletSend') // true
 */
export const builtViews = views

/** A view built in this version. */
export type BuiltView = View

// Kept in step with the view registry both ways: a view listed here without a component, or a
// component missing here, is a compile error. Type-only, so the registry's views stay in the modal chunk.
const listedAreBuilt: [Exclude<BuiltView, ImplementedView>] extends [never] ? true : false = true
const builtAreListed: [Exclude<ImplementedView, BuiltView>] extends [never] ? true : false = true
void listedAreBuilt
void builtAreListed
