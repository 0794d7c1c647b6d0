import { it } from 'vitest'
import { Stores } from '../../../../src/state/Stores.js'
import { windowStoreConformance } from '../../../../src/state/window/conformance/windowStoreConformance.js'

windowStoreConformance(
  it,
  'persistentWindowStore, cached, logged, transactional',
  (n, o, s) =>
    Stores.windowStoreBuilder(
      Stores.persistentWindowStore(n, o.retentionPeriod, o.windowSize, o.retainDuplicates),
      s.key,
      s.value,
    )
      .withCachingEnabled()
      .build(),
  { persistent: true, transactional: true, changelog: true, caching: true },
)
