// `npm run bench [name...]`: runs every benchmark (or the named ones) in one process, one after the other,
// each printing its own figures and ratios against references measured in the same run.
import { benchmarks } from './registry.js'

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !benchmarks.some((b) => b.name === name))
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}`,
  )
  process.exit(2)
}
for (const bench of benchmarks) {
  if (wanted.length > 0 && !wanted.includes(bench.name)) continue
  console.log(`\n=== ${bench.name}: ${bench.description} ===`)
  await bench.run()
}
