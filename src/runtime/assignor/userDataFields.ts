import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import type { ByteReader } from './ByteReader.js'
import type { ByteWriter } from './ByteWriter.js'
import { InvalidUserDataError } from './InvalidUserDataError.js'
import { taskId, type TaskId } from '../../core/TaskId.js'

/**
 * The user data version this assignor writes and reads.
 * @example
 * new ByteWriter().int32(USER_DATA_VERSION)
 */
export const USER_DATA_VERSION = 1

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
 * Writes a task id as two int32s.
 * @example
 * writer.list(tasks, writeTask)
 */
export const writeTask = (id: TaskId, writer: ByteWriter): void => {
  writer.int32(id.subtopology).int32(id.partition)
}

/**
 * Reads a task id written by {@link writeTask}.
 * @example
 * reader.list(readTask, 8)
 */
export const readTask = (reader: ByteReader): TaskId => taskId(reader.int32(), reader.int32())

/**
 * Reads the version field and rejects any version but ours.
 * @example
 * readVersion(reader, 'subscription user data') // 1, or throws InvalidUserDataError
 */
export const readVersion = (reader: ByteReader, what: string): number => {
  const version = reader.int32()
  if (version !== USER_DATA_VERSION) {
    throw new InvalidUserDataError(
      `The ${what} has version ${version}, but this assignor reads version ${USER_DATA_VERSION} only: ` +
        `every instance of one application must run a compatible Tributary version.`,
    )
  }
  return version
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
