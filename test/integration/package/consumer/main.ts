// A first program as a user writes it against the installed package: copied into a fresh project outside the
// repository by tarball.test.ts, type-checked there and run with node. Prints one JSON line.
import { Grouped, Materialized, Produced, Serdes, StreamsBuilder } from 'tributary-streams'
import { count, filter, flatMapValues, groupBy, to, toStream } from 'tributary-streams/operators'
import { TopologyTestDriver } from 'tributary-streams/testing'
import { InMemoryChangelogCollector } from 'tributary-streams/state'
import { WireCodec } from 'tributary-streams/routing'

const text = Serdes.string()
const long = Serdes.long()
const builder = new StreamsBuilder()
builder.stream('lines', { key: text, value: text }).pipe(
  flatMapValues((line) => line.toLowerCase().split(/\W+/)),
  filter((_key, word) => word.length > 0),
  groupBy((_key, word) => word, Grouped.with(text, text)),
  // a persistent store, so the native store backend's dependency is loaded too
  count(Materialized.as('word-counts')),
  toStream(),
  to('counts', Produced.with(text, long)),
)

const driver = await TopologyTestDriver.create(builder.build(), { 'application.id': 'tarball-consumer' })
const input = driver.createInputTopic('lines', text, text)
for (const line of process.argv.slice(2)) input.pipeInput(null, line)
const counts = Object.fromEntries(driver.createOutputTopic('counts', text, long).readKeyValuesToMap())
await driver.close()

// paths the exports map keeps private; a variable specifier so the type checker does not resolve them
const refusal = async (specifier: string): Promise<unknown> =>
  import(specifier).then(
    () => 'loaded',
    (e: unknown) => (e as { code?: unknown }).code,
  )
const refused = {
  internal: await refusal('tributary-streams/internal/anything'),
  dist: await refusal('tributary-streams/dist/index.js'),
}

const entryPoints = { state: typeof InMemoryChangelogCollector, routing: typeof WireCodec }
console.log(JSON.stringify({ counts, entryPoints, refused }))
