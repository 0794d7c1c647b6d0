import { InvalidHandlerResponseError } from '../../../errors/TaskError.js'
import { describeValue } from '../../config/configProblems.js'
import type { HandlerResponse } from './HandlerResponse.js'

/** A handler's name as an error shows it: its class, else `(anonymous handler)`. */
const handlerName = (handler: object): string => {
  const name = (handler.constructor as { name?: unknown } | undefined)?.name
  return typeof name === 'string' && name !== '' && name !== 'Object' ? name : '(anonymous handler)'
}

/**
 * A handler's answer, checked: an object whose `result` is one of `results` and whose `deadLetterQueueRecords`,
 * when given, is an array. Anything else is an {@link InvalidHandlerResponseError} naming the setting and handler.
 * @example
 * checkedResponse('processing.exception.handler', handler, handler.handleError(...), ['RESUME', 'FAIL'])
 * @category Running
 * @since 0.1.0
 */
export const checkedResponse = (
  key: string,
  handler: object,
  response: unknown,
  results: readonly HandlerResponse['result'][],
): HandlerResponse => {
  const answer = response as Partial<Record<keyof HandlerResponse, unknown>> | null | undefined
  const result = typeof answer === 'object' && answer !== null ? answer.result : undefined
  const records = typeof answer === 'object' && answer !== null ? answer.deadLetterQueueRecords : undefined
  if ((results as readonly unknown[]).includes(result) && (records === undefined || Array.isArray(records)))
    return {
      result: result as HandlerResponse['result'],
      deadLetterQueueRecords: (records ?? []) as HandlerResponse['deadLetterQueueRecords'],
    }
  const name = handlerName(handler)
  throw new InvalidHandlerResponseError(
    `The handler ${name} of '${key}' answered ${describeValue(response)}; a handler returns a HandlerResponse ` +
      `(${results.map((r) => `HandlerResponse.${r.toLowerCase()}()`).join(', ')}).`,
    key,
    name,
  )
}
