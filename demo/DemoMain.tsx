import type { ReactNode } from 'react'

/**
 * The demo page's main column: the line on what to connect to, then `children` (the demo's
 * actions). The bench's reference page shows the same column.
 *
 * @example
 * <DemoMain><AuthActions /></DemoMain>
 */
export function DemoMain({ children }: { children: ReactNode }) {
  return (
    <main className="demo-main">
      <p>
        Connect a browser wallet to the local chains started by <code>npm start</code>.
      </p>
      {children}
    </main>
  )
}
