import { it } from 'vitest'
import { keyValueStoreConformance } from '../../../src/state/conformance/keyValueStoreConformance.js'
import { InMemoryKeyValueStore } from '../../../src/state/memory/InMemoryKeyValueStore.js'
import { metered } from './stacks.js'

keyValueStoreConformance(
  it,
  'memory',
  metered((n) => new InMemoryKeyValueStore(n)),
  { persistent: false, transactional: false, changelog: false, caching: false },
)
