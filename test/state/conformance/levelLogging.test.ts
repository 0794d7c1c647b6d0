import { it } from 'vitest'
import { keyValueStoreConformance } from '../../../src/state/conformance/keyValueStoreConformance.js'
import { LevelKeyValueStore } from '../../../src/state/level/LevelKeyValueStore.js'
import { ChangeLoggingKeyValueStore } from '../../../src/state/logging/ChangeLoggingKeyValueStore.js'
import { metered } from './stacks.js'

keyValueStoreConformance(
  it,
  'level+logging',
  metered((n) => new ChangeLoggingKeyValueStore(new LevelKeyValueStore(n))),
  { persistent: true, transactional: false, changelog: true, caching: false },
)
