// The first setup file of the DOM tests that share a worker (vitest.config.ts, project `shared-dom`).
// It runs before each test file and gives that file what a process of its own gave it: the kit's
// own modules imported afresh (packages from node_modules stay loaded: that is the time the shared
// worker saves), empty storage and an empty document. The jsdom window itself is the worker's:
// files that set globals of their own keep a process of their own (see vitest.config.ts).
import { vi } from 'vitest'

vi.resetModules()
localStorage.clear()
sessionStorage.clear()
document.head.replaceChildren()
document.body.replaceChildren()
