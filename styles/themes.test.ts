// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { darkColors, lightColors, themeDefaults } from './themes'

describe('the built-in themes', () => {
  it('dark: a blue accent on near black', () => {
    expect(darkColors.accent).toBe('hsla(230, 100%, 67%, 1)')
    expect(darkColors.background).toBe('#141414')
  })
  it('light: a blue accent on white', () => {
    expect(lightColors.accent).toBe('hsla(231, 100%, 70%, 1)')
    expect(lightColors.background).toBe('#ffffff')
  })
  it('base font 10px, base radius 4px, z-index 999', () => {
    expect(themeDefaults).toMatchObject({ fontSizeBase: '10px', borderRadiusBase: '4px', zIndex: 999 })
  })
})
