import { it } from 'vitest'
import { keyValueStoreConformance } from '../../../src/state/conformance/keyValueStoreConformance.js'
import { Stores } from '../../../src/state/Stores.js'

keyValueStoreConformance(
  it,
  'Stores.persistentKeyValueStore, cached, logged, transactional',
  (n, s) =>
    Stores.keyValueStoreBuilder(Stores.persistentKeyValueStore(n), s.key, s.value)
      .withCachingEnabled()
      .withLoggingEnabled()
      .build(),
  { persistent: true, transactional: true, changelog: true, caching: true },
)
