import { it } from 'vitest'
import { keyValueStoreConformance } from '../../../src/state/conformance/keyValueStoreConformance.js'
import { LevelKeyValueStore } from '../../../src/state/level/LevelKeyValueStore.js'
import { TransactionalKeyValueStore } from '../../../src/state/transactional/TransactionalKeyValueStore.js'
import { metered } from './stacks.js'

keyValueStoreConformance(
  it,
  'level+transactional',
  metered((n) => new TransactionalKeyValueStore(new LevelKeyValueStore(n))),
  { persistent: true, transactional: true, changelog: false, caching: false },
)
