import { it } from 'vitest'
import { sessionStoreConformance } from '../../../../src/state/session/conformance/sessionStoreConformance.js'
import { Stores } from '../../../../src/state/Stores.js'

sessionStoreConformance(
  it,
  'inMemorySessionStore, cached, logged, transactional',
  (n, r, s) =>
    Stores.sessionStoreBuilder(Stores.inMemorySessionStore(n, r), s.key, s.value)
      .withCachingEnabled()
      .build(),
  { persistent: false, transactional: true, changelog: true, caching: true },
)
