// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../src/i18n/locales'
import { useModalLoader } from './useModalLoader'

describe('useModalLoader', () => {
  it('a hover in English loads the code without rendering anything before it arrives', async () => {
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useModalLoader('en')
    })
    const before = renders
    act(() => result.current.prefetchModal())
    // Nothing to render until the chunk is there: English ships with the page.
    expect(renders).toBe(before)
    await waitFor(() => expect(result.current.modalModule).toBeDefined(), { timeout: 30_000 })
    expect(result.current.catalogue).toBeUndefined()
  }, 40_000)

  it('loads the catalogue of another locale with the code, and holds the modal back until it is there', async () => {
    const { result } = renderHook(() => useModalLoader('es'))
    act(() => result.current.prefetchModal())
    await waitFor(() => expect(result.current.modalModule).toBeDefined(), { timeout: 30_000 })
    expect(result.current.catalogue?.['view.Connect.title']).toBeTruthy()
  }, 40_000)

  it('loads a catalogue when the app switches locale after the modal was asked for in English', async () => {
    const { result, rerender } = renderHook(({ locale }: { locale: Locale }) => useModalLoader(locale), { initialProps: { locale: 'en' } })
    act(() => result.current.prefetchModal())
    await waitFor(() => expect(result.current.modalModule).toBeDefined(), { timeout: 30_000 })
    rerender({ locale: 'ar' })
    // Not English in Arabic's place: nothing until the Arabic texts arrive, then them.
    expect(result.current.modalModule === undefined || result.current.catalogue !== undefined).toBe(true)
    await waitFor(() => expect(result.current.catalogue?.['view.Connect.title']).toBeTruthy(), { timeout: 30_000 })
    expect(result.current.modalModule).toBeDefined()
  }, 40_000)
})
