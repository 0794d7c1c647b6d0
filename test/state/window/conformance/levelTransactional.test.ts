import { it } from 'vitest'
import { Stores } from '../../../../src/state/Stores.js'
import { windowStoreConformance } from '../../../../src/state/window/conformance/windowStoreConformance.js'

windowStoreConformance(
  it,
  'persistentTimestampedWindowStore supplier, logged, transactional',
  (n, o, s) =>
    Stores.windowStoreBuilder(
      Stores.persistentTimestampedWindowStore(n, o.retentionPeriod, o.windowSize, o.retainDuplicates),
      s.key,
      s.value,
    ).build(),
  { persistent: true, transactional: true, changelog: true, caching: false },
)
