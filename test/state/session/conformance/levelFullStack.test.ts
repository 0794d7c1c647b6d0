import { it } from 'vitest'
import { sessionStoreConformance } from '../../../../src/state/session/conformance/sessionStoreConformance.js'
import { Stores } from '../../../../src/state/Stores.js'

sessionStoreConformance(
  it,
  'persistentSessionStore, cached, logged, transactional',
  (n, r, s) =>
    Stores.sessionStoreBuilder(Stores.persistentSessionStore(n, r), s.key, s.value)
      .withCachingEnabled()
      .build(),
  { persistent: true, transactional: true, changelog: true, caching: true },
)
