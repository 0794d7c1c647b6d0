import { it } from 'vitest'
import { Stores } from '../../../../src/state/Stores.js'
import { versionedStoreConformance } from '../../../../src/state/versioned/conformance/versionedStoreConformance.js'

versionedStoreConformance(
  it,
  'persistentVersionedKeyValueStore, logged, transactional',
  (n, r, i, s) =>
    Stores.versionedKeyValueStoreBuilder(
      Stores.persistentVersionedKeyValueStore(n, r, i),
      s.key,
      s.value,
    ).build({
      'statestore.transactional.enabled': true,
    }),
  { persistent: true, transactional: true, changelog: true, caching: false },
)
