import { it } from 'vitest'
import { sessionStoreConformance } from '../../../../src/state/session/conformance/sessionStoreConformance.js'
import { Stores } from '../../../../src/state/Stores.js'

sessionStoreConformance(
  it,
  'inMemorySessionStore, bare',
  (n, r, s) =>
    Stores.sessionStoreBuilder(Stores.inMemorySessionStore(n, r), s.key, s.value)
      .withLoggingDisabled()
      .build({ 'statestore.transactional.enabled': false }),
  { persistent: false, transactional: false, changelog: false, caching: false },
)
