import { style } from '@vanilla-extract/css'
import { vars } from '../../../../styles/themeContract.css'
import { input } from '../../Connect/authSection.css'

// Connect's e-mail field and social buttons (shared with the page's dialog shell) are styled beside
// Connect; the e-mail views' forms use them and the parts below.
export { divider, form, fullWidth, input, label, section, socialGrid } from '../../Connect/authSection.css'

const base = vars.fontSize.base

export const codeInput = style([input, { fontFamily: vars.fonts.mono, letterSpacing: '0.2em', textAlign: 'center', fontSize: `calc(${base} * 2)` }])

export const hint = style({ margin: 0, color: vars.colors.foregroundMuted, fontSize: `calc(${base} * 1.4)`, textAlign: 'center', overflowWrap: 'anywhere' })

export const error = style({ margin: 0, color: vars.colors.error, fontWeight: 600, fontSize: `calc(${base} * 1.4)` })

export const frameArea = style({
  blockSize: `calc(${base} * 42)`,
  borderRadius: `calc(${vars.radii.base} * 4)`,
  background: vars.colors.surface,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})

export const qrWrap = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${base} * 1.2)` })
