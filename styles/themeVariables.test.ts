// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { vars } from './themeContract.css'
import { darkColors, lightColors } from './themes'
import { themeVariablesToStyle } from './themeVariables'

describe('themeVariablesToStyle', () => {
  it('sets each public variable on its stable contract name', () => {
    expect(
      themeVariablesToStyle({ accent: '#e5484d', accentForeground: '#fff', fontFamily: 'Inter', fontSizeBase: '12px', borderRadiusBase: '2px', zIndex: 10 }),
    ).toEqual({
      '--foyer-colors-accent': '#e5484d',
      '--foyer-colors-accentForeground': '#fff',
      '--foyer-fonts-body': 'Inter',
      '--foyer-fontSize-base': '12px',
      '--foyer-radii-base': '2px',
      '--foyer-zIndex-modal': '10',
    })
  })

  it('leaves out what the app did not set, so the mode keeps its own value', () => {
    expect(themeVariablesToStyle(undefined)).toEqual({})
    expect(themeVariablesToStyle({})).toEqual({})
    expect(themeVariablesToStyle({ accent: '', zIndex: 0 })).toEqual({ '--foyer-zIndex-modal': '0' })
  })
})

describe('theme contract', () => {
  it('keeps the CSS variable names apps override in plain CSS', () => {
    expect(vars.colors.accent).toBe('var(--foyer-colors-accent)')
    expect(vars.fonts.mono).toBe('var(--foyer-fonts-mono)')
    expect(vars.zIndex.modal).toBe('var(--foyer-zIndex-modal)')
  })

  it('gives every colour token a value in both modes', () => {
    const tokens = Object.keys(vars.colors).sort()
    expect(Object.keys(darkColors).sort()).toEqual(tokens)
    expect(Object.keys(lightColors).sort()).toEqual(tokens)
  })
})
