import type { StreamsBuilder } from '../../../src/dsl/StreamsBuilder.js'

/** A catalogue program: adds one small topology to a fresh builder, as its Java twin in DescribeCatalogue.java. */
export type Program = (builder: StreamsBuilder) => void
