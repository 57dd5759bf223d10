import DefaultTheme from 'vitepress/theme'
import './options.css'

// VitePress loads a theme from this file's default export; the default theme with wider option tables.
export default DefaultTheme
