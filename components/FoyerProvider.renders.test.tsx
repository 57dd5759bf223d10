// @vitest-environment jsdom
/*
 * The provider's state lives in one context per part: a toast, a shake or a view change re-renders
 * only the components that read that part. Opening and closing the modal are tracked
 * (MODAL_OPEN, MODAL_CLOSE), never at mount.
 */
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useFoyerActions, useFoyerModal, useFoyerOptions, useFoyerShakeCount, useFoyerToastState, type FoyerActions } from '../hooks/foyerContext'
import { createFoyerConfig } from '../src/config/createFoyerConfig'
import type { FoyerEvent } from '../src/events/foyerEvent'
import { FoyerProvider } from './FoyerProvider'

afterEach(cleanup)

const config = createFoyerConfig({ projectId: 'foyer-local', apiUrl: 'http://127.0.0.1:9', development: false })

function setup() {
  const renders = { options: 0, actions: 0, modal: 0, toast: 0, shake: 0 }
  const events: FoyerEvent[] = []
  let actions: FoyerActions | undefined
  const Options = () => {
    useFoyerOptions()
    renders.options += 1
    return null
  }
  const Actions = () => {
    actions = useFoyerActions()
    renders.actions += 1
    return null
  }
  const Modal = () => {
    useFoyerModal()
    renders.modal += 1
    return null
  }
  const Toast = () => {
    useFoyerToastState()
    renders.toast += 1
    return null
  }
  const Shake = () => {
    useFoyerShakeCount()
    renders.shake += 1
    return null
  }
  render(
    <FoyerProvider config={config} onEvent={(event) => events.push(event)}>
      <Options />
      <Actions />
      <Modal />
      <Toast />
      <Shake />
    </FoyerProvider>,
  )
  const before = { ...renders }
  const since = () => Object.fromEntries(Object.entries(renders).map(([part, count]) => [part, count - before[part as keyof typeof before]]))
  return { actions: () => actions!, since, events }
}

describe('FoyerProvider contexts', () => {
  it('a toast re-renders only the toast reader, a shake only the shake reader', () => {
    const { actions, since } = setup()
    act(() => actions().toast.showToast('success', 'Copied'))
    expect(since()).toEqual({ options: 0, actions: 0, modal: 0, toast: 1, shake: 0 })
    act(() => actions().shake())
    expect(since()).toEqual({ options: 0, actions: 0, modal: 0, toast: 1, shake: 1 })
  })

  it('a view change re-renders the modal reader, not the option or action readers', () => {
    const { actions, since } = setup()
    act(() => actions().dispatch({ type: 'push', route: { view: 'AllWallets' } }))
    expect(since()).toEqual({ options: 0, actions: 0, modal: 1, toast: 0, shake: 0 })
  })

  it('tracks MODAL_OPEN when the modal opens and MODAL_CLOSE when it closes, nothing at mount', () => {
    const { actions, events } = setup()
    expect(events).toEqual([])
    act(() => actions().dispatch({ type: 'open', context: { isConnected: false, hasAdapters: true, isMobile: false } }))
    act(() => actions().dispatch({ type: 'push', route: { view: 'AllWallets' } }))
    expect(events).toEqual([{ event: 'MODAL_OPEN' }])
    act(() => actions().dispatch({ type: 'close' }))
    expect(events).toEqual([{ event: 'MODAL_OPEN' }, { event: 'MODAL_CLOSE' }])
  })
})
