import { Serdes } from '../../../src/serde/Serdes.js'
import { CachingKeyValueStore } from '../../../src/state/caching/CachingKeyValueStore.js'
import type { KeyValueStore } from '../../../src/state/KeyValueStore.js'
import { LevelKeyValueStore } from '../../../src/state/level/LevelKeyValueStore.js'
import { ChangeLoggingKeyValueStore } from '../../../src/state/logging/ChangeLoggingKeyValueStore.js'
import { InMemoryKeyValueStore } from '../../../src/state/memory/InMemoryKeyValueStore.js'
import { MeteredKeyValueStore } from '../../../src/state/metered/MeteredKeyValueStore.js'
import { Stores } from '../../../src/state/Stores.js'
import { TransactionalKeyValueStore } from '../../../src/state/transactional/TransactionalKeyValueStore.js'
import type { AbstractKeyValueBytesStore } from '../../../src/state/AbstractKeyValueBytesStore.js'

/** A stack under model test: how to make it and whether it is transactional. */
export interface Stack {
  readonly label: string
  readonly transactional: boolean
  readonly make: (name: string) => KeyValueStore<string, string>
}

const strings = { key: Serdes.string(), value: Serdes.string() }
const meter = (inner: AbstractKeyValueBytesStore): KeyValueStore<string, string> =>
  new MeteredKeyValueStore(inner, { ...strings, topic: inner.name })

export const stacks: readonly Stack[] = [
  { label: 'memory', transactional: false, make: (n) => meter(new InMemoryKeyValueStore(n)) },
  { label: 'level', transactional: false, make: (n) => meter(new LevelKeyValueStore(n)) },
  {
    label: 'memory+transactional',
    transactional: true,
    make: (n) => meter(new TransactionalKeyValueStore(new InMemoryKeyValueStore(n))),
  },
  {
    label: 'tiny cache (evicts)+logging+level',
    transactional: false,
    make: (n) =>
      meter(new CachingKeyValueStore(new ChangeLoggingKeyValueStore(new LevelKeyValueStore(n)), 300)),
  },
  {
    label: 'full stack on level',
    transactional: true,
    make: (n) =>
      Stores.keyValueStoreBuilder(Stores.persistentKeyValueStore(n), strings.key, strings.value)
        .withCachingEnabled()
        .build({ 'statestore.cache.max.bytes': 400 }),
  },
  {
    label: 'full stack in memory',
    transactional: true,
    make: (n) =>
      Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore(n), strings.key, strings.value)
        .withCachingEnabled()
        .build(),
  },
]
