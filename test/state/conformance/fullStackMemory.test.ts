import { it } from 'vitest'
import { keyValueStoreConformance } from '../../../src/state/conformance/keyValueStoreConformance.js'
import { Stores } from '../../../src/state/Stores.js'

keyValueStoreConformance(
  it,
  'Stores.inMemoryKeyValueStore, cached, logged, transactional',
  (n, s) =>
    Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore(n), s.key, s.value)
      .withCachingEnabled()
      .withLoggingEnabled()
      .build(),
  { persistent: false, transactional: true, changelog: true, caching: true },
)
