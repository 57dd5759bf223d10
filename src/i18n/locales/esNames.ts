import type { namesMessages } from '../messages/names'

/** Spanish texts of choosing a name (every key of `messages/names.ts`). */
export const esNames = {
  'view.RegisterAccountName.title': 'Elige un nombre',
  'view.RegisterAccountNameSuccess.title': 'Nombre registrado',
  'names.choose': 'Elige un nombre',
  'names.label': 'Nombre',
  'names.description': 'Un nombre que personas y aplicaciones pueden usar en lugar de tu dirección, terminado en .{zone}.',
  'names.rules': 'Al menos 4 caracteres: solo letras, dígitos y guiones.',
  'names.tooShort': 'Un nombre necesita al menos 4 caracteres',
  'names.tooLong': 'Un nombre puede tener como máximo 63 caracteres',
  'names.invalidCharacters': 'Usa solo letras, dígitos y guiones',
  'names.checking': 'Comprobando…',
  'names.available': '{name} está disponible',
  'names.taken': '{name} ya está ocupado',
  'names.suggestions': 'Sugerencias',
  'names.register': 'Registrar',
  'names.registering': 'Registrando…',
  'names.authOnly': 'Solo una cuenta de la cartera integrada (inicio de sesión con e-mail o red social) puede registrar un nombre.',
  'names.success': '{name} es tuyo',
  'names.successDescription': 'Las aplicaciones que buscan nombres ENS ahora lo muestran para {address}.',
  'names.done': 'Listo',
  'names.accountName': 'Nombre',
  'error.Error fetching name suggestions': 'Error al obtener sugerencias de nombres',
  'error.Error fetching names for address': 'Error al obtener los nombres de la dirección',
  'error.Error registering name': 'Error al registrar el nombre {name}',
} satisfies Record<keyof typeof namesMessages, string>
