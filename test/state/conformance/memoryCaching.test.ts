import { it } from 'vitest'
import { CachingKeyValueStore } from '../../../src/state/caching/CachingKeyValueStore.js'
import { keyValueStoreConformance } from '../../../src/state/conformance/keyValueStoreConformance.js'
import { ChangeLoggingKeyValueStore } from '../../../src/state/logging/ChangeLoggingKeyValueStore.js'
import { InMemoryKeyValueStore } from '../../../src/state/memory/InMemoryKeyValueStore.js'
import { metered } from './stacks.js'

keyValueStoreConformance(
  it,
  'memory+caching+logging',
  metered(
    (n) => new CachingKeyValueStore(new ChangeLoggingKeyValueStore(new InMemoryKeyValueStore(n)), 1 << 20),
  ),
  { persistent: false, transactional: false, changelog: true, caching: true },
)
