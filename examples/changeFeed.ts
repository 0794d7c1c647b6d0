// A transactional, cached, change-logged LevelDB store and its change feeds.
// Run with: npx tsx examples/changeFeed.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Serdes, Stores } from 'tributary-streams'
import { InMemoryChangelogCollector } from 'tributary-streams/state'

const stateDir = mkdtempSync(join(tmpdir(), 'tributary-change-feed-'))
const collector = new InMemoryChangelogCollector()
let recordTimestamp = 1_000

const counts = Stores.keyValueStoreBuilder(
  Stores.persistentKeyValueStore('word-counts'),
  Serdes.string(),
  Serdes.long(),
)
  .withCachingEnabled()
  .withLoggingEnabled({ 'cleanup.policy': 'compact' })
  .build({ 'statestore.transactional.enabled': true })

await counts.init({
  taskId: '0_0',
  partition: 0,
  stateDir,
  collector,
  recordTimestamp: () => recordTimestamp,
})

// Committed changes: one per key written since the last commit, emitted once the commit is durable.
counts
  .changes()
  .subscribe(({ key, oldValue, newValue, partition, timestamp }) =>
    console.log(
      `committed  ${key}: ${oldValue ?? '-'} -> ${newValue ?? '-'} (partition ${partition}, ts ${timestamp})`,
    ),
  )
// Changes as written (the owner's uncommitted view).
counts
  .changes('written')
  .subscribe(({ key, oldValue, newValue }) =>
    console.log(`written    ${key}: ${oldValue ?? '-'} -> ${newValue ?? '-'}`),
  )

const count = (word: string): void => counts.put(word, (counts.get(word) ?? 0) + 1)

for (const word of ['kafka', 'streams', 'kafka']) count(word)
console.log('read committed before commit:', counts.readOnly('READ_COMMITTED').get('kafka'))
await counts.commit([{ topic: 'app-word-counts-changelog', partition: 0, offset: 3 }])
console.log('read committed after commit:', counts.readOnly('READ_COMMITTED').get('kafka'))

recordTimestamp = 2_000
count('typescript')
counts.abort() // drops the uncommitted write: no committed change is emitted for it
count('kafka')
await counts.commit([{ topic: 'app-word-counts-changelog', partition: 0, offset: 5 }])

console.log('all rows:', [...counts.all()].map(({ key, value }) => `${key}=${value}`).join(', '))
console.log(
  'changelog records sent:',
  collector.records.length,
  'committed offsets:',
  counts.committedOffsets(),
)
await counts.close()
rmSync(stateDir, { recursive: true, force: true })
