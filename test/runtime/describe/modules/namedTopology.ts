// A module exporting a Topology as `topology`.
import { StreamsBuilder, to } from '../../../../src/index.js'

const builder = new StreamsBuilder()
builder.stream('named-in').pipe(to('named-out'))

export const topology = builder.build()
