import { describe, it } from 'vitest'
import { Serdes } from '../../../src/serde/Serdes.js'
import { Stores } from '../../../src/state/Stores.js'
import { windowModelProperty, type WindowModelTarget } from './model/windowModelProperty.js'

const memory =
  (config: Record<string, unknown>, caching: boolean): WindowModelTarget['make'] =>
  (dups) => {
    const builder = Stores.windowStoreBuilder(
      Stores.inMemoryWindowStore('w', 300_000, 10_000, dups),
      Serdes.string(),
      Serdes.string(),
    )
    return (caching ? builder.withCachingEnabled() : builder).build(config)
  }

const targets: Record<string, WindowModelTarget> = {
  'memory, bare': {
    make: memory({ 'statestore.transactional.enabled': false }, false),
    transactional: false,
    persistent: false,
    numRuns: 200,
  },
  'memory, small cache, logged, transactional': {
    make: memory({ 'statestore.cache.max.bytes': 300 }, true),
    transactional: true,
    persistent: false,
    numRuns: 200,
  },
  'LevelDB, cached, logged, transactional': {
    make: (dups) =>
      Stores.windowStoreBuilder(
        Stores.persistentWindowStore('w', 300_000, 10_000, dups),
        Serdes.string(),
        Serdes.string(),
      )
        .withCachingEnabled()
        .build({ 'statestore.cache.max.bytes': 300 }),
    transactional: true,
    persistent: true,
    numRuns: 40,
  },
  'LevelDB, not transactional': {
    make: (dups) =>
      Stores.windowStoreBuilder(
        Stores.persistentWindowStore('w', 300_000, 10_000, dups),
        Serdes.string(),
        Serdes.string(),
      ).build({
        'statestore.transactional.enabled': false,
      }),
    transactional: false,
    persistent: true,
    numRuns: 40,
  },
}

describe('window store against a reference model', () => {
  for (const [name, target] of Object.entries(targets)) {
    it(`${name}`, () => windowModelProperty(target, false), 60_000)
    it(`${name}, retaining duplicates`, () => windowModelProperty(target, true), 60_000)
  }
})
