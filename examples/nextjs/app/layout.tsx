// A server component: it reads the visitor's wagmi cookie, so the first HTML already shows a
// reconnecting wallet's account instead of a "Connect Wallet" that flips after hydration.
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { cookieToInitialState } from 'wagmi'
import 'foyer-kit/styles.css'
import { getConfig } from './getConfig'
import { Providers } from './Providers'

export const metadata: Metadata = { title: 'Foyer on Next.js' }

// Next.js takes the layout as the module's default export.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState(getConfig(), (await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
