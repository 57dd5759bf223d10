/** English texts: signing in with the wallet (SIWXSignMessage) and e-mail capture (DataCapture). */
export const siwxMessages = {
  'view.SIWXSignMessage.title': 'Sign in',
  'siwx.heading': '{app} asks you to sign in',
  'siwx.description': 'Sign a message with your wallet to prove you own {address}. It costs nothing and sends no transaction.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',
  'siwx.cancel': 'Cancel',
  'siwx.disconnect': 'Disconnect',
  'siwx.required': 'This app requires you to sign in to continue.',
  'view.DataCapture.title': 'Your e-mail',
  'dataCapture.description': 'Stay in touch: give your e-mail address. We send it a code to confirm it. You can skip this.',
  'dataCapture.skip': 'Skip',
  'dataCapture.changeEmail': 'Use another e-mail',
  'siwx.authenticating': 'Authenticating...',
  'error.Error signing message': 'Error signing message',
  'error.SIWX is not enabled': 'SIWX is not enabled',
} as const
