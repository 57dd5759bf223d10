// Builds the login frame's app and writes it to stdout as JSON (`[[path, { type, body }], ...]`), for
// `loadFrameAssets`: the bundler runs in this short-lived process, so its memory (hundreds of MB of
// native allocations a long-running server would keep) leaves with it.
import { buildFrameApp } from '../frame/buildFrameApp'

const assets = await buildFrameApp()
process.stdout.write(JSON.stringify([...assets]))
