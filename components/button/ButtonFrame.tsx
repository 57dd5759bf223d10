import type { ReactNode } from 'react'
import { useFoyerOptions } from '../../hooks/foyerContext'
import { themeVariablesToStyle } from '../../styles/themeVariables'
import { root } from '../ConnectButton.css'

/**
 * The page-side buttons' wrapper: the provider's theme mode and variables and the modal's direction,
 * so the buttons follow the same theme as the modal (and the page's own CSS can override the
 * `--foyer-*` variables there).
 */
export function ButtonFrame({ children, className }: { children: ReactNode /** @default undefined */; className?: string | undefined }) {
  const { themeMode, themeVariables, dir } = useFoyerOptions()
  return (
    <div className={className ? `${root} ${className}` : root} data-foyer-theme={themeMode} dir={dir} style={themeVariablesToStyle(themeVariables)}>
      {children}
    </div>
  )
}
