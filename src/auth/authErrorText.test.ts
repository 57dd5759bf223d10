import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError'
import { FoyerConfigError } from '../errors/configErrors'
import { ConnectionRejectedError } from '../errors/connectErrors'
import { FrameAlertError } from '../protocol/frameAlertError'
import { FrameRequestError } from '../protocol/frameErrors'
import { authErrorText } from './authErrorText'
import { PopupClosedError } from './socialPopup'

describe('authErrorText', () => {
  it.each([
    ['load timeout -> APKT003', new FrameAlertError({ reason: 'iframe_load_failed' }), { key: 'alert.APKT003.title', alertCode: 'APKT003' }],
    ['connect timeout -> APKT004', new FrameAlertError({ reason: 'iframe_request_timeout' }), { key: 'alert.APKT004.title', alertCode: 'APKT004' }],
    [
      'throttle keeps N',
      new FrameRequestError({ code: 429, message: 'Please try again after 27 seconds' }),
      { key: 'auth.throttled', params: { seconds: 27 } },
    ],
    ['wrong code', new FrameRequestError({ code: 4010 }), { key: 'auth.codeWrong' }],
    // The frame stopped rather than replace a wallet the service lost: the user needs the way out, not 'Failed to connect'.
    ['wallet the service lost', new FrameRequestError({ code: 4300, message: 'This device holds the wallet 0x…' }), { key: 'auth.walletNotOnServer' }],
    ['refused method', new FrameRequestError({ code: 4200 }), { key: 'error.Action not allowed' }],
    ['no session', new FrameRequestError({ code: 4100 }), { key: 'error.Not connected to email or social' }],
    ['an expired session', new FrameRequestError({ code: 4101 }), { key: 'alert.APKT006.title', alertCode: 'APKT006' }],
    ['popup closed', new PopupClosedError(), { key: 'error.Popup closed' }],
    // Consent denied at a social provider comes back from the frame as 4001.
    ['user rejected', new FrameRequestError({ code: 4001, message: 'Connection rejected' }), { key: 'error.Connection rejected' }],
    ['rejection class', new ConnectionRejectedError(), { key: 'error.Connection rejected' }],
    // The app left frameUrl out: the view names the option instead of 'Failed to connect'.
    ['missing frameUrl', new FoyerConfigError({ option: 'frameUrl', reason: 'missing' }), { key: 'error.missingOption', params: { option: 'frameUrl' } }],
    ['missing projectId', new FoyerConfigError({ option: 'projectId', reason: 'missing' }), { key: 'error.missingOption', params: { option: 'projectId' } }],
    ['chunk failed', new BaseError('Unable to load email login dependency'), { key: 'error.Unable to load email login dependency' }],
    ['anything else', new Error('boom'), { key: 'error.Failed to connect' }],
    ['not an error', 'boom', { key: 'error.Failed to connect' }],
  ])('%s', (_name, error, expected) => {
    expect(authErrorText(error, 'error.Failed to connect')).toEqual(expected)
  })
})
