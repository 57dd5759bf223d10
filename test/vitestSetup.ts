import { configure } from '@testing-library/dom'

// Component tests use real timers; on a loaded 2-core CI machine Testing Library's
// default 1 s wait for `findBy*`/`waitFor` is too short, so it gets 5 s.
configure({ asyncUtilTimeout: 5_000 })
