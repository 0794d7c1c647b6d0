// A launched instance for launchInstances.test.ts: writes its place to <dir>/<index>.json (argument 2), then exits
// with code 3 (argument 1 'exit') or waits to be stopped.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [mode, dir] = process.argv.slice(2)
const index = process.env.TRIBUTARY_INSTANCE_INDEX ?? 'none'
if (dir !== undefined) {
  const report = { index, count: process.env.TRIBUTARY_INSTANCE_COUNT, args: process.argv.slice(2) }
  writeFileSync(join(dir, `${index}.json`), JSON.stringify(report))
}
if (mode === 'exit') process.exit(3)
setInterval(() => undefined, 1000)
