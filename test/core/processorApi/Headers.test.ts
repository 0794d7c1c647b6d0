import { describe, expect, it } from 'vitest'
import { lastHeader, type Headers } from '../../../src/core/processorApi/Headers.js'
import { mapValues } from '../../../src/dsl/operators/mapValues.js'
import { to } from '../../../src/dsl/operators/to.js'
import { StreamsBuilder } from '../../../src/dsl/StreamsBuilder.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { TestRecord } from '../../../src/testing/TestRecord.js'
import { TopologyTestDriver } from '../../../src/testing/TopologyTestDriver.js'

const text = Serdes.string()
const headers: Headers = [
  { key: 'trace', value: Buffer.from('a') },
  { key: 'hop', value: null },
  { key: 'trace', value: Buffer.from('b') },
]

describe('record headers', () => {
  it('keep repeated names and their order from input to output', async () => {
    const builder = new StreamsBuilder()
    builder.stream('in', { key: text, value: text }).pipe(
      mapValues((v: string) => v.toUpperCase()),
      to('out', { key: text, value: text }),
    )
    const driver = await TopologyTestDriver.create(builder.build())
    driver.createInputTopic('in', text, text).pipeInput(new TestRecord('k', 'v', 1, headers))
    const [out] = driver.createOutputTopic('out', text, text).readRecordsToList()
    expect(out?.headers.map((h) => [h.key, h.value?.toString() ?? null])).toEqual([
      ['trace', 'a'],
      ['hop', null],
      ['trace', 'b'],
    ])
    await driver.close()
  })

  it('answer lastHeader with the value of the last header of a name, as Java', () => {
    expect(lastHeader(headers, 'trace')?.toString()).toBe('b')
    expect(lastHeader(headers, 'hop')).toBeNull()
    expect(lastHeader(headers, 'none')).toBeUndefined()
  })
})
