import type { siwxMessages } from '../messages/siwx'

/** Spanish texts of signing in with the wallet (every key of `messages/siwx.ts`). */
export const esSiwx = {
  'view.SIWXSignMessage.title': 'Iniciar sesión',
  'siwx.heading': '{app} te pide que inicies sesión',
  'siwx.description': 'Firma un mensaje con tu billetera para demostrar que eres el dueño de {address}. No cuesta nada y no envía ninguna transacción.',
  'siwx.sign': 'Firmar',
  'siwx.signing': 'Firmando…',
  'siwx.cancel': 'Cancelar',
  'siwx.disconnect': 'Desconectar',
  'siwx.required': 'Esta aplicación requiere que inicies sesión para continuar.',
  'view.DataCapture.title': 'Tu correo',
  'dataCapture.description': 'Mantente en contacto: indica tu dirección de correo. Le enviamos un código para confirmarla. Puedes omitir este paso.',
  'dataCapture.skip': 'Omitir',
  'dataCapture.changeEmail': 'Usar otro correo',
  'siwx.authenticating': 'Autenticando...',
  'error.Error signing message': 'Error al firmar el mensaje',
  'error.SIWX is not enabled': 'SIWX no está activado',
} satisfies Record<keyof typeof siwxMessages, string>
