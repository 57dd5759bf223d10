import { describe, expect, it } from 'vitest'
import { stackBanner } from './stackBanner'

const urls = {
  chain: 'http://127.0.0.1:8545',
  chain2: 'http://127.0.0.1:8546',
  api: 'http://127.0.0.1:8787',
  frame: 'http://127.0.0.1:8788',
  demo: undefined,
  solana: 'http://127.0.0.1:8899',
}

describe('stackBanner', () => {
  it('names the development mailbox where e-mail codes go, on the running API', () => {
    const lines = stackBanner(
      { urls },
      {
        rows: [
          ['API', urls.api],
          ['frame', urls.frame],
          ['demo', 'http://127.0.0.1:5173'],
        ],
      },
    )
    expect(lines.filter((line) => line.startsWith('  '))).toEqual([
      '  API          http://127.0.0.1:8787',
      '  e-mail codes http://127.0.0.1:8787/dev/mailbox?to=<address> (development mailbox: no e-mail is sent)',
      '  frame        http://127.0.0.1:8788',
      '  demo         http://127.0.0.1:5173',
    ])
    expect(lines.at(-1)).toBe('Apps in development mode: createFoyerConfig() with no options uses this API and frame.')
  })

  it('on other ports: the mailbox follows the API, and the options an app must pass are printed', () => {
    const lines = stackBanner(
      { urls: { ...urls, api: 'http://127.0.0.1:28787', frame: 'http://127.0.0.1:28788' } },
      { rows: [['API', 'http://127.0.0.1:28787']] },
    )
    expect(lines.some((line) => line.includes('http://127.0.0.1:28787/dev/mailbox?to=<address>'))).toBe(true)
    expect(lines.at(-1)).toBe(
      "Apps in development mode: these ports are not the defaults, pass createFoyerConfig({ apiUrl: 'http://127.0.0.1:28787', frameUrl: 'http://127.0.0.1:28788' }).",
    )
  })
})
