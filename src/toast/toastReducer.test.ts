import { describe, expect, it } from 'vitest'
import { toastReducer, type Toast, type ToastAction, type ToastState } from './toastReducer'

const a: Toast = { id: 1, variant: 'loading', message: 'Switching network' }
const b: Toast = { id: 2, variant: 'error', message: 'Failed to connect' }
const c: Toast = { id: 3, variant: 'success', message: 'Done' }

const run = (actions: ToastAction[]): ToastState => actions.reduce(toastReducer, { phase: 'idle' } as ToastState)

describe('toastReducer', () => {
  it.each<[string, ToastAction[], ToastState]>([
    ['first toast shows at once', [{ type: 'show', toast: a }], { phase: 'shown', toast: a }],
    [
      'a new toast first closes the old one',
      [
        { type: 'show', toast: a },
        { type: 'show', toast: b },
      ],
      { phase: 'leaving', toast: a, next: b },
    ],
    ['after the delay the new one shows', [{ type: 'show', toast: a }, { type: 'show', toast: b }, { type: 'swap' }], { phase: 'shown', toast: b }],
    [
      'a third toast during the swap replaces the waiting one',
      [{ type: 'show', toast: a }, { type: 'show', toast: b }, { type: 'show', toast: c }, { type: 'swap' }],
      { phase: 'shown', toast: c },
    ],
    ['hide lets the toast leave', [{ type: 'show', toast: a }, { type: 'hide' }], { phase: 'leaving', toast: a, next: undefined }],
    ['then nothing is shown', [{ type: 'show', toast: a }, { type: 'hide' }, { type: 'swap' }], { phase: 'idle' }],
    ['hide while idle does nothing', [{ type: 'hide' }], { phase: 'idle' }],
    ['a stray swap does nothing', [{ type: 'show', toast: a }, { type: 'swap' }], { phase: 'shown', toast: a }],
    [
      'hide during a swap drops the waiting toast',
      [{ type: 'show', toast: a }, { type: 'show', toast: b }, { type: 'hide' }, { type: 'swap' }],
      { phase: 'idle' },
    ],
  ])('%s', (_rule, actions, expected) => {
    expect(run(actions)).toEqual(expected)
  })
})
