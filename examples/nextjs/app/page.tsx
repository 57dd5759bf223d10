// A server component: it renders Foyer's modal and a client button without a "use client" of its own.
import { ConnectModal } from 'foyer-kit'
import { ConnectButton } from './ConnectButton'

// Next.js takes the page as the module's default export.
export default function Page() {
  return (
    <main>
      <h1>Foyer on Next.js</h1>
      <ConnectButton />
      <ConnectModal />
    </main>
  )
}
