// One multi-process word-count run: fresh topics and application id, and the settings of its instances.
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { ConsumerIsolationLevel } from '../../../src/kafka/ports.js'
import { createTopics, referenceCounts } from '../../runtime/thread/wordCountApp.js'
import { InputFeeder } from './InputFeeder.js'
import type { InstanceSettings } from './instanceMessages.js'
import type { InstanceTestContext } from './instanceTestContext.js'
import { readCountRecords, type CountRecord } from './readCountRecords.js'

/** The topics and instance settings of one run. */
export interface WordCountRun {
  readonly input: string
  readonly output: string
  readonly applicationId: string
  /** The count store's changelog topic. */
  readonly changelog: string
  /** Settings of instance `n` (its own state directory and application.server). */
  settings(n: number): InstanceSettings
  /** Starts feeding the input topic continuously. */
  feed(): Promise<InputFeeder>
  /** Reads the output topic until its latest counts are the reference counts of `lines`; returns both. */
  readOutput(
    lines: readonly string[],
    isolationLevel: ConsumerIsolationLevel,
  ): Promise<{ readonly expected: Map<string, number>; readonly records: CountRecord[] }>
}

/** Creates the input and output topics (`partitions` each) of a new run with a unique name. */
export const newWordCountRun = async (
  context: InstanceTestContext,
  options: Pick<InstanceSettings, 'guarantee' | 'standbys' | 'partitions'> & { readonly name: string },
): Promise<WordCountRun> => {
  const run = randomUUID()
  const input = `${options.name}-lines-${run}`
  const output = `${options.name}-counts-${run}`
  const applicationId = `${options.name}-word-count-${run}`
  await createTopics(context.kafka, [input, output], options.partitions)
  const readOutput: WordCountRun['readOutput'] = async (lines, isolationLevel) => {
    const expected = referenceCounts(lines)
    const records = await readCountRecords(context.kafka, {
      topic: output,
      partitions: options.partitions,
      isolationLevel,
      expected,
    })
    return { expected, records }
  }
  const feed = async (): Promise<InputFeeder> => {
    const feeder = new InputFeeder(context.kafka, input)
    await feeder.start()
    return feeder
  }
  return {
    feed,
    readOutput,
    input,
    output,
    applicationId,
    changelog: `${applicationId}-word-counts-changelog`,
    settings: (n) => ({
      bootstrap: context.bootstrap,
      applicationId,
      input,
      output,
      guarantee: options.guarantee,
      stateDir: join(context.stateRoot, run, `instance-${n}`),
      standbys: options.standbys,
      applicationServer: `127.0.0.1:${7000 + n}`,
      partitions: options.partitions,
    }),
  }
}
