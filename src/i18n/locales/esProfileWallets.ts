import type { profileWalletsMessages } from '../messages/profileWallets'

/** Spanish texts of ProfileWallets (every key of `messages/profileWallets.ts`). */
export const esProfileWallets = {
  'view.ProfileWallets.title': 'Billeteras',
  'profileWallets.open': 'Billeteras',
  'profileWallets.openCount': 'Billeteras ({count})',
  'profileWallets.listLabel': 'Billeteras conectadas',
  'profileWallets.active': 'Activa',
  'profileWallets.connected': 'Conectada',
  'profileWallets.switch': 'Cambiar',
  'profileWallets.switchLabel': 'Cambiar a {name}',
  'profileWallets.switching': 'Cambiando…',
  'profileWallets.disconnect': 'Desconectar',
  'profileWallets.disconnectLabel': 'Desconectar {name}',
  'profileWallets.disconnecting': 'Desconectando…',
  'profileWallets.switched': 'Usando ahora {name}',
  'profileWallets.add': 'Añadir billetera',
  'profileWallets.loading': 'Cargando billeteras…',
  'profileWallets.empty': 'Ninguna billetera conectada',
  'profileWallets.emptyHint': 'Añade una billetera para verla aquí.',
  'profileWallets.notEnabledTitle': 'Multibilletera no habilitada',
  'profileWallets.notEnabledText': 'Conectar varias billeteras a la vez no está habilitado para este proyecto.',
} satisfies Record<keyof typeof profileWalletsMessages, string>
