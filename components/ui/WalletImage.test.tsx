// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WalletImage } from './WalletImage'

afterEach(cleanup)

describe('WalletImage', () => {
  it('loads the icon lazily, so a list paints its rows before its icons arrive', () => {
    const { container } = render(<WalletImage src="https://example.com/rainbow.png" name="Rainbow" />)
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://example.com/rainbow.png')
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(image?.getAttribute('alt')).toBe('')
  })

  it('shows the first letter of the name when the icon fails to load, and when there is none', () => {
    const { container } = render(<WalletImage src="https://example.com/broken.png" name="rainbow" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('R')
    cleanup()
    expect(render(<WalletImage name="  " />).container.textContent).toBe('?')
  })
})
