// `npm run bench [name...]`: runs every benchmark (or the named ones) in one process, one after the other,
// each printing its own figures and ratios against references measured in the same run. With `--plot`, each
// comparison a benchmark reports is also drawn as an SVG bar chart under docs/benchmarks/.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { barChart, chartFileName } from './barChart.js'
import { benchmarks } from './registry.js'

const args = process.argv.slice(2)
const plot = args.includes('--plot')
const wanted = args.filter((a) => a !== '--plot')
const chartsDir = join(import.meta.dirname, '..', 'docs', 'benchmarks')
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
  const report = await bench.run()
  if (!plot) continue
  mkdirSync(chartsDir, { recursive: true })
  for (const comparison of report.comparisons) {
    const file = join(chartsDir, chartFileName(bench.name, comparison))
    writeFileSync(file, barChart(comparison))
    console.log(`  chart: docs/benchmarks/${chartFileName(bench.name, comparison)}`)
  }
}
