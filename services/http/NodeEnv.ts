import type { HttpBindings } from '@hono/node-server'

/** The Hono environment of Foyer's servers: handlers reach node's request and response as `c.env`. */
export type NodeEnv = { Bindings: HttpBindings }
