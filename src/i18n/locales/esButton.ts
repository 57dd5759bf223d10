import type { buttonMessages } from '../messages/button'
import { connectLabels } from '../messages/connectLabel'

/** Spanish texts of the account button, the network button and the legal checkbox. */
export const esButton = {
  'button.connect': connectLabels.es,
  'button.restoring': 'Conectando…',
  'button.account': 'Cuenta {account}, {balance} en {network}',
  'button.accountNoBalance': 'Cuenta {account} en {network}',
  'button.network': 'Red: {network}, cambiar de red',
  'legal.agreeBoth': 'Acepto los {terms} y la {privacy}',
  'legal.agreeTerms': 'Acepto los {terms}',
  'legal.agreePrivacy': 'Acepto la {privacy}',
  'legal.terms': 'Términos del servicio',
  'legal.privacy': 'Política de privacidad',
  'legal.newTab': '(se abre en una pestaña nueva)',
  'legal.required': 'Acepta primero los términos: no se puede conectar hasta marcar la casilla.',
} satisfies Record<keyof typeof buttonMessages, string>
