import { it } from 'vitest'
import { keyValueStoreConformance } from '../../../src/state/conformance/keyValueStoreConformance.js'
import { InMemoryKeyValueStore } from '../../../src/state/memory/InMemoryKeyValueStore.js'
import { TransactionalKeyValueStore } from '../../../src/state/transactional/TransactionalKeyValueStore.js'
import { metered } from './stacks.js'

keyValueStoreConformance(
  it,
  'memory+transactional',
  metered((n) => new TransactionalKeyValueStore(new InMemoryKeyValueStore(n))),
  { persistent: false, transactional: true, changelog: false, caching: false },
)
