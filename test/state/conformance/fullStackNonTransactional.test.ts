import { it } from 'vitest'
import { keyValueStoreConformance } from '../../../src/state/conformance/keyValueStoreConformance.js'
import { Stores } from '../../../src/state/Stores.js'

keyValueStoreConformance(
  it,
  'Stores.persistentKeyValueStore, cached, logged, not transactional',
  (n, s) =>
    Stores.keyValueStoreBuilder(Stores.persistentKeyValueStore(n), s.key, s.value)
      .withCachingEnabled()
      .build({ 'statestore.transactional.enabled': false }),
  { persistent: true, transactional: false, changelog: true, caching: true },
)
