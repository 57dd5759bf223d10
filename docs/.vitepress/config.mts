import { defineConfig } from 'vitepress'

// The docs site of the package, served at https://foyer-kit.dev (`docsBaseUrl` in
// src/errors/BaseError.ts, and package.json's `homepage`). Error messages print
// `Docs: https://foyer-kit.dev/errors#<anchor>`: clean URLs make docs/errors.md `/errors`, so the error
// reference keeps that file name and every anchor (src/errors/errorDocs.test.ts follows each link).
export default defineConfig({
  title: 'Foyer',
  description: 'Wallet connection and sign-in kit for wagmi: connect modal, embedded wallet, hooks and self-hostable services.',
  cleanUrls: true,
  lastUpdated: false,
  // Links to files outside docs/ (the services' READMEs) are written as code paths, so any link the
  // build cannot resolve is a mistake and fails it.
  ignoreDeadLinks: false,
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/getting-started' },
      { text: 'Hooks', link: '/hooks' },
      { text: 'Errors', link: '/errors' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/getting-started' },
          { text: 'createFoyerConfig', link: '/config' },
          { text: 'FoyerProvider and ConnectModal', link: '/provider' },
          { text: 'Connectors', link: '/connectors' },
          { text: 'Hooks', link: '/hooks' },
          { text: 'Utilities', link: '/utilities' },
          { text: 'Next.js and SSR', link: '/nextjs' },
          { text: 'Smart sessions', link: '/smart-sessions' },
        ],
      },
      {
        text: 'Chain families',
        items: [
          { text: 'Overview', link: '/config#chain-families' },
          { text: 'Bitcoin (foyer-kit/bitcoin)', link: '/bitcoin' },
          { text: 'Polkadot (foyer-kit/polkadot)', link: '/polkadot' },
          { text: 'Cosmos (foyer-kit/cosmos)', link: '/cosmos' },
          { text: 'Sui (foyer-kit/sui)', link: '/sui' },
          { text: 'Stacks (foyer-kit/stacks)', link: '/stacks' },
        ],
      },
      {
        text: 'Look and language',
        items: [
          { text: 'Theming', link: '/theming' },
          { text: 'Languages (i18n)', link: '/i18n' },
        ],
      },
      {
        text: 'Operating',
        items: [
          { text: 'Services', link: '/services' },
          { text: 'Testing (foyer-kit/testing)', link: '/testing' },
          { text: 'Error reference', link: '/errors' },
          { text: 'Requirements coverage', link: '/spec-coverage' },
        ],
      },
    ],
  },
})
