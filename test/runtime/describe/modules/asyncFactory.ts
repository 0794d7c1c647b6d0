// A module whose default export is an async function returning a Topology.
import { StreamsBuilder, to } from '../../../../src/index.js'

export default async () => {
  await Promise.resolve()
  const builder = new StreamsBuilder()
  builder.stream('async-in').pipe(to('async-out'))
  return builder.build()
}
