import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import type { ByteReader } from './ByteReader.js'
import type { ByteWriter } from './ByteWriter.js'
import { InvalidUserDataError } from './InvalidUserDataError.js'
import { taskId, type TaskId } from '../../core/TaskId.js'
import { MIN_NAMED_TOPOLOGY_VERSION } from './protocolVersions.js'

/**
 * A whole number of 0 or more.
 * @example
 * NonNegativeInt.is(3) // true
 */
export const NonNegativeInt = t.refinement(t.Int, (n) => n >= 0, 'NonNegativeInt')

/**
 * A task id with non-negative parts.
 * @example
 * TaskIdCodec.is({ subtopology: 0, partition: 1 }) // true
 */
export const TaskIdCodec = t.type({ subtopology: NonNegativeInt, partition: NonNegativeInt })

/**
 * Writes a task id as two int32s, plus (from version 10) the length of its topology name, 0 as we have none.
 * @example
 * writer.list(tasks, (t, w) => writeTask(t, w, 11))
 */
export const writeTask = (id: TaskId, writer: ByteWriter, version: number): void => {
  writer.int32(id.subtopology).int32(id.partition)
  if (version >= MIN_NAMED_TOPOLOGY_VERSION) writer.int32(0)
}

/**
 * Reads a task id written by {@link writeTask}; a named topology (a Java-internal feature) is refused.
 * @example
 * reader.list((r) => readTask(r, 11), 8)
 */
export const readTask = (reader: ByteReader, version: number): TaskId => {
  const id = taskId(reader.int32(), reader.int32())
  if (version >= MIN_NAMED_TOPOLOGY_VERSION) {
    const nameLength = reader.int32()
    if (nameLength !== 0) {
      throw new InvalidUserDataError(
        `Task ${id.subtopology}_${id.partition} belongs to a named topology, which this assignor does not support.`,
      )
    }
  }
  return id
}

/**
 * Validates parsed user data with `codec`, turning failures into {@link InvalidUserDataError}.
 * @example
 * validated(TaskIdCodec, { subtopology: -1, partition: 0 }, 'assignment user data') // throws
 */
export const validated = <A, O>(codec: t.Type<A, O>, raw: unknown, what: string): A => {
  const decoded = codec.decode(raw)
  if (E.isLeft(decoded)) {
    throw new InvalidUserDataError(
      `The ${what} holds values out of range: ${PathReporter.report(decoded).join('; ')}.`,
    )
  }
  return decoded.right
}
