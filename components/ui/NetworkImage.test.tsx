// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerApiContext } from '../../hooks/foyerContext'
import { NetworkImage } from './NetworkImage'

afterEach(cleanup)

const api = { apiUrl: 'https://foyer-api.example.com', projectId: 'shop' }
const withApi = (element: React.ReactElement) => render(<FoyerApiContext.Provider value={api}>{element}</FoyerApiContext.Provider>)

describe('NetworkImage', () => {
  it("shows the API's image of the network once it has loaded, the bundled icon until then", () => {
    const { container } = withApi(<NetworkImage caipNetworkId="eip155:1" name="Ethereum" />)
    const image = container.querySelector('img')!
    expect(image.getAttribute('src')).toBe('https://foyer-api.example.com/public/getAssetImage/eip155-1')
    expect(image.hidden).toBe(true)
    expect(container.querySelector('svg')).not.toBeNull()
    fireEvent.load(image)
    expect(image.hidden).toBe(false)
    expect(container.querySelector('svg')).toBeNull()
  })

  it('keeps the initials when the image is missing or fails to load', () => {
    const { container } = withApi(<NetworkImage caipNetworkId="eip155:31338" name="Foyer Local 2" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('text')?.textContent).toBe('F2')
  })

  it("asks for the network's image id, prefers the app's image, and asks nothing without an API", () => {
    const { container } = withApi(<NetworkImage caipNetworkId="eip155:8453" name="Base" imageId="base-logo" />)
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://foyer-api.example.com/public/getAssetImage/base-logo')
    cleanup()
    const own = withApi(<NetworkImage caipNetworkId="eip155:8453" name="Base" src="https://app.example/base.png" />)
    expect(own.container.querySelector('img')!.getAttribute('src')).toBe('https://app.example/base.png')
    cleanup()
    const bare = render(<NetworkImage caipNetworkId="eip155:8453" name="Base" />)
    expect(bare.container.querySelector('img')).toBeNull()
    expect(bare.container.querySelector('svg')).not.toBeNull()
  })
})
