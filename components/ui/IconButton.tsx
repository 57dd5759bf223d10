import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { iconButton } from './ui.css'

/** Props of {@link IconButton}. */
export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** Accessible name; also the tooltip. */
  label: string
  icon: ReactNode
}

/** A square button showing only an icon, named for screen readers by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ label, icon, className, type = 'button', ...props }, ref) {
  return (
    <button ref={ref} type={type} aria-label={label} title={label} className={[iconButton, className].filter(Boolean).join(' ')} {...props}>
      {icon}
    </button>
  )
})
