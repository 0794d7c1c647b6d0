/**
 * Drawing a topology: a stream-table join feeding a windowed count, printed as Mermaid and DOT and rendered as an
 * SVG file (Graphviz in WebAssembly, no browser). Run: `npx tsx examples/diagrams.ts [out.svg]`.
 */
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join as joinPath } from 'node:path'
import {
  count,
  groupByKey,
  join,
  Produced,
  renderSvg,
  Serdes,
  StreamsBuilder,
  TimeWindows,
  to,
  toStream,
  windowedBy,
  WindowedSerdes,
} from 'tributary-streams'

const builder = new StreamsBuilder()
const strings = { key: Serdes.string(), value: Serdes.string() }

// Clicks enriched with the user's region (a stream-table join), then clicks per user in 5-minute windows.
const regions = builder.table('user-regions', strings)
builder.stream('clicks', strings).pipe(
  join(regions, (page, region) => `${region}:${page}`),
  groupByKey(),
  windowedBy(TimeWindows.ofSizeWithNoGrace(5 * 60_000)),
  count(),
  toStream(),
  to(
    'clicks-per-user',
    Produced.with(WindowedSerdes.timeWindowedSerdeFrom(Serdes.string(), 5 * 60_000), Serdes.long()),
  ),
)

const description = builder.build().describe()
console.log('--- Mermaid (paste into a mermaid code block) ---')
console.log(description.toMermaid())
console.log('--- DOT ---')
console.log(description.toDot())

const out = process.argv[2] ?? joinPath(tmpdir(), 'tributary-clicks-topology.svg')
writeFileSync(out, await renderSvg(description.toDot()))
console.log(`SVG written to ${out}`)
