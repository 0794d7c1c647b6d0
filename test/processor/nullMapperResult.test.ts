import { describe, expect, it } from 'vitest'
import { KeyValue, Serdes, StreamsBuilder, type KStream } from '../../src/index.js'
import { flatMap, flatMapValues, map, to } from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'

const config = {
  'application.id': 'null-mapper',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.string(),
}

// Kafka's KStreamFlatMap: "The provided KeyValueMapper returned null which is not allowed."
const cases: Record<string, (s: KStream<string, string>) => KStream<string, string>> = {
  map: (s) => s.pipe(map((k: string, v: string) => (v === 'bad' ? (null as never) : KeyValue.pair(k, v)))),
  flatMap: (s) =>
    s.pipe(flatMap((k: string, v: string) => (v === 'bad' ? (null as never) : [KeyValue.pair(k, v)]))),
  flatMapValues: (s) => s.pipe(flatMapValues((v: string) => (v === 'bad' ? (null as never) : [v]))),
}

describe('a mapper returning null', () => {
  for (const [operator, build] of Object.entries(cases)) {
    it(`fails ${operator} with the NullMapperResult error, naming the operator`, async () => {
      const b = new StreamsBuilder()
      build(b.stream<string, string>('in')).pipe(to('out'))
      const driver = await TopologyTestDriver.create(b.build(), config, {
        logger: { warn: () => undefined, error: () => undefined },
      })
      const input = driver.createInputTopic('in', Serdes.string(), Serdes.string())
      input.pipeInput('k', 'good', 0)
      expect(driver.createOutputTopic('out', Serdes.string(), Serdes.string()).readValuesToList()).toEqual([
        'good',
      ])
      expect(() => input.pipeInput('k', 'bad', 1)).toThrow(
        expect.objectContaining({ _tag: 'NullMapperResult', operator }),
      )
      await driver.close()
    })
  }
})
