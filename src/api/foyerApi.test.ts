import { describe, expect, it } from 'vitest'
import { createFoyerConfig } from '../config/createFoyerConfig'
import { createFoyerApi, missingApiOption } from './foyerApi'

describe('createFoyerApi', () => {
  it("holds the configuration's apiUrl and projectId, undefined where left out, and names what is missing", () => {
    const api = createFoyerApi(createFoyerConfig({ projectId: 'my-app', apiUrl: 'https://foyer-api.example.com/', development: false }))
    expect(api).toEqual({ apiUrl: 'https://foyer-api.example.com', projectId: 'my-app' })
    expect(Object.isFrozen(api)).toBe(true)
    expect(missingApiOption(api)).toBeUndefined()
    expect(missingApiOption(createFoyerApi(createFoyerConfig({ projectId: 'my-app', development: false })))).toBe('apiUrl')
    expect(missingApiOption(createFoyerApi(createFoyerConfig({ development: false })))).toBe('projectId')
  })
})
