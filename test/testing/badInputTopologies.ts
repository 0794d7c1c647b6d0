import { mapValues } from '../../src/dsl/operators/mapValues.js'
import { to } from '../../src/dsl/operators/to.js'
import { Consumed } from '../../src/dsl/options/Consumed.js'
import { Produced } from '../../src/dsl/options/Produced.js'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { Serdes } from '../../src/serde/Serdes.js'
import type { Topology } from '../../src/topology/Topology.js'

/** `in` (string, long) to `out`: a value that is not 8 bytes fails to deserialize. */
export const longValues = (): Topology => {
  const b = new StreamsBuilder()
  b.stream('in', Consumed.with(Serdes.string(), Serdes.long())).pipe(
    to('out', Produced.with(Serdes.string(), Serdes.long())),
  )
  return b.build()
}

/** `in` upper-cased to `out`, except that the value `boom` makes the mapper throw. */
export const failingMapper = (): Topology => {
  const b = new StreamsBuilder()
  b.stream<string, string>('in').pipe(
    mapValues((v) => {
      if (v === 'boom') throw new Error('mapper failed')
      return v.toUpperCase()
    }),
    to('out'),
  )
  return b.build()
}
