/**
 * Writing a topology with pipeable operators and printing its description (the same text Kafka Streams prints
 * for the same program). Run: `npx tsx examples/topology.ts`.
 */
import {
  count,
  filter,
  flatMapValues,
  groupBy,
  Grouped,
  join,
  JoinWindows,
  KeyValue,
  leftJoin,
  map,
  Materialized,
  Named,
  Produced,
  Serdes,
  StreamsBuilder,
  to,
  toStream,
  windowedBy,
  TimeWindows,
} from 'tributary-streams'

const builder = new StreamsBuilder()
const strings = { key: Serdes.string(), value: Serdes.string() }

// Word count: a key change (groupBy), a repartition topic, a counting store.
const lines = builder.stream('text-lines', strings)
lines.pipe(
  flatMapValues((line) => line.toLowerCase().split(/\W+/)),
  filter((_key, word) => word.length > 0),
  groupBy((_key, word) => word, Grouped.with(Serdes.string(), Serdes.string())),
  count(Materialized.as('word-counts')),
  toStream(),
  to('word-counts-out', Produced.with(Serdes.string(), Serdes.long())),
)

// Clicks per user and minute, enriched with the user's profile (a table read through its value getter).
const users = builder.table('users', strings)
const clicks = builder.stream('clicks', strings)
clicks.pipe(
  leftJoin(users, (page, user) => `${user ?? 'anonymous'} viewed ${page}`, Named.as('enrich-clicks')),
  groupBy((_user, view) => view.split(' ')[0] ?? ''),
  windowedBy(TimeWindows.ofSizeWithNoGrace(60_000)),
  count(),
  toStream(),
  map((windowed, n) => KeyValue.pair(`${windowed.key}@${windowed.window.start}`, n)),
  to('clicks-per-minute', Produced.with(Serdes.string(), Serdes.long())),
)

// A windowed stream-stream join of clicks with the impressions that preceded them.
const impressions = builder.stream('impressions', strings)
clicks.pipe(
  join(
    impressions,
    (click, impression) => `${impression} -> ${click}`,
    JoinWindows.ofTimeDifferenceWithNoGrace(30_000),
  ),
  to('conversions'),
)

const topology = builder.build({ 'topology.optimization': 'all' })
console.log(topology.describe().toString())
console.log('internal topics (prefix them with <application.id>-):')
for (const topic of topology.internalTopics()) console.log(`  ${topic.kind}: ${topic.name}`)
