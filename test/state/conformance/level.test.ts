import { it } from 'vitest'
import { keyValueStoreConformance } from '../../../src/state/conformance/keyValueStoreConformance.js'
import { LevelKeyValueStore } from '../../../src/state/level/LevelKeyValueStore.js'
import { metered } from './stacks.js'

keyValueStoreConformance(
  it,
  'level',
  metered((n) => new LevelKeyValueStore(n)),
  { persistent: true, transactional: false, changelog: false, caching: false },
)
