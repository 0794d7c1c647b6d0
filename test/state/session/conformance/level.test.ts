import { it } from 'vitest'
import { sessionStoreConformance } from '../../../../src/state/session/conformance/sessionStoreConformance.js'
import { Stores } from '../../../../src/state/Stores.js'

sessionStoreConformance(
  it,
  'persistentSessionStore, logged, not transactional',
  (n, r, s) =>
    Stores.sessionStoreBuilder(Stores.persistentSessionStore(n, r), s.key, s.value).build({
      'statestore.transactional.enabled': false,
    }),
  { persistent: true, transactional: false, changelog: true, caching: false },
)
