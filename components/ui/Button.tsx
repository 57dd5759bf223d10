import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { button, buttonVariant } from './ui.css'

/** Props of {@link Button}. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Visual weight. @default 'neutral' */
  variant?: keyof typeof buttonVariant
}

/** A themed button; presentational only. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant = 'neutral', className, type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={[button, buttonVariant[variant], className].filter(Boolean).join(' ')} {...props} />
})
