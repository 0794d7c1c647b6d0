import { it } from 'vitest'
import { Stores } from '../../../../src/state/Stores.js'
import { windowStoreConformance } from '../../../../src/state/window/conformance/windowStoreConformance.js'

windowStoreConformance(
  it,
  'inMemoryWindowStore, cached, logged, transactional',
  (n, o, s) =>
    Stores.windowStoreBuilder(
      Stores.inMemoryWindowStore(n, o.retentionPeriod, o.windowSize, o.retainDuplicates),
      s.key,
      s.value,
    )
      .withCachingEnabled()
      .build(),
  { persistent: false, transactional: true, changelog: true, caching: true },
)
