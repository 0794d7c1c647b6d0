/**
 * The word count as a module the `describe` command reads: it exports the Topology as `topology`.
 * Draw it: `npx tributary-streams describe examples/wordCountTopology.ts --format svg --out wordcount.svg`
 * (from this repository: `npm run diagram:wordcount`).
 */
import {
  count,
  filter,
  flatMapValues,
  groupBy,
  Grouped,
  Produced,
  Serdes,
  StreamsBuilder,
  toStream,
  to,
} from 'tributary-streams'

const builder = new StreamsBuilder()
builder.stream('streams-plaintext-input', { key: Serdes.string(), value: Serdes.string() }).pipe(
  flatMapValues((line) => line.toLowerCase().split(/\W+/)),
  filter((_key, word) => word.length > 0),
  groupBy((_key, word) => word, Grouped.with(Serdes.string(), Serdes.string())),
  count(),
  toStream(),
  to('streams-wordcount-output', Produced.with(Serdes.string(), Serdes.long())),
)

export const topology = builder.build()
