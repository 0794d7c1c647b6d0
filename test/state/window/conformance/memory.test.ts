import { it } from 'vitest'
import { Stores } from '../../../../src/state/Stores.js'
import { windowStoreConformance } from '../../../../src/state/window/conformance/windowStoreConformance.js'

windowStoreConformance(
  it,
  'inMemoryWindowStore, bare',
  (n, o, s) =>
    Stores.windowStoreBuilder(
      Stores.inMemoryWindowStore(n, o.retentionPeriod, o.windowSize, o.retainDuplicates),
      s.key,
      s.value,
    )
      .withLoggingDisabled()
      .build({ 'statestore.transactional.enabled': false }),
  { persistent: false, transactional: false, changelog: false, caching: false },
)
