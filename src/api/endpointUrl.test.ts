import { describe, expect, it } from 'vitest'
import { FoyerConfigError } from '../errors/configErrors'
import { endpointUrl, requireProjectId, sdkQuery } from './endpointUrl'

describe('endpointUrl', () => {
  it('skips empty values, joins lists and ignores a trailing slash', () => {
    const url = endpointUrl({ apiUrl: 'http://127.0.0.1:8787/' }, '/v1/x', {
      a: '',
      b: undefined,
      c: null,
      d: false,
      e: [],
      f: ['x', 'y'],
      g: 0,
      h: true,
      ...sdkQuery({ projectId: 'p' }),
    })
    expect(url.href).toBe('http://127.0.0.1:8787/v1/x?f=x%2Cy&g=0&h=true&projectId=p&st=foyer&sv=0.1.0')
  })

  it('names the missing option: apiUrl for the URL, projectId for the query and the body', () => {
    expect(() => endpointUrl({ apiUrl: undefined }, '/v1/x')).toThrow(FoyerConfigError)
    expect(() => endpointUrl({ apiUrl: undefined }, '/v1/x')).toThrow(expect.objectContaining({ option: 'apiUrl', reason: 'missing' }))
    expect(() => sdkQuery({ projectId: undefined })).toThrow(expect.objectContaining({ option: 'projectId', reason: 'missing' }))
    expect(() => requireProjectId({ projectId: undefined })).toThrow(expect.objectContaining({ option: 'projectId', reason: 'missing' }))
    expect(requireProjectId({ projectId: 'p' })).toBe('p')
  })
})
