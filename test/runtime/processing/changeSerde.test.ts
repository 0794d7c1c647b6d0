import { describe, expect, it } from 'vitest'
import { change } from '../../../src/processor/Change.js'
import { changeSerde } from '../../../src/runtime/processing/changeSerde.js'
import type { Serde } from '../../../src/serde/Serde.js'
import { Serdes } from '../../../src/serde/Serdes.js'

describe('changeSerde', () => {
  it('round-trips new and old values, either of them absent', () => {
    const serde = changeSerde(Serdes.string() as Serde<unknown>)
    for (const c of [
      change('new', 'old'),
      change('new', null),
      change(null, 'old'),
      change(null, null),
      change('', ''),
    ]) {
      expect(serde.deserializer.deserialize('t', serde.serializer.serialize('t', c))).toEqual(c)
    }
  })
})
