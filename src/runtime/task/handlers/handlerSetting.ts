import * as t from 'io-ts'
import { StreamsConfigError } from '../../../errors/TaskError.js'
import type { HandlerSettings } from './HandlerSettings.js'

/** Where Java keeps its built-in handlers; `org.apache.kafka.streams.errors.LogAndFailExceptionHandler` is accepted. */
const javaPackage = 'org.apache.kafka.streams.errors.'

/** Something with a `handleError` method: a handler object. */
const isHandlerObject = (u: unknown): u is { readonly handleError: unknown } =>
  typeof u === 'object' && u !== null && typeof (u as Record<string, unknown>)['handleError'] === 'function'

/**
 * What a handler setting accepts: a built-in's name (short, or Java's full class name), a handler object, the
 * exported built-in (a function of the {@link HandlerSettings}), or a class whose instances handle errors (built
 * with the settings as its one argument).
 * @example
 * const setting: HandlerSetting<ProcessingExceptionHandler> = LogAndContinueProcessingExceptionHandler
 * @category Running
 * @since 0.1.0
 */
export type HandlerSetting<H, Name extends string = string> =
  Name | H | ((settings: HandlerSettings) => H) | (new (settings: HandlerSettings) => H)

/** Java's full class name or the short name, as the short name. */
const shortName = (name: string): string =>
  name.startsWith(javaPackage) ? name.slice(javaPackage.length) : name

/**
 * The io-ts type of one handler setting, whose built-ins are `names`.
 * @example
 * handlerCodec<ProcessingExceptionHandler, 'LogAndFailProcessingExceptionHandler'>('ProcessingExceptionHandler', ['LogAndFailProcessingExceptionHandler'])
 * @category Running
 * @since 0.1.0
 */
export const handlerCodec = <H, Name extends string>(
  kind: string,
  names: readonly Name[],
): t.Type<HandlerSetting<H, Name>, HandlerSetting<H, Name>, unknown> => {
  const accepts = (u: unknown): u is HandlerSetting<H, Name> =>
    (typeof u === 'string' && (names as readonly string[]).includes(shortName(u))) ||
    isHandlerObject(u) ||
    typeof u === 'function'
  return new t.Type<HandlerSetting<H, Name>, HandlerSetting<H, Name>, unknown>(
    `${names.map((n) => `'${n}'`).join(' or ')}, an exported handler, a ${kind} object, or a class of them`,
    accepts,
    (u, c) => (accepts(u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  )
}

/**
 * Turns a handler setting into the handler: a built-in name into the built-in, a function into what it returns,
 * a class into an instance. A function or class that yields no `handleError` method is a {@link StreamsConfigError}
 * naming the key.
 * @example
 * resolveHandler('processing.exception.handler', MyHandler, builtIns, settings).handleError(...)
 * @category Running
 * @since 0.1.0
 */
export const resolveHandler = <H, Name extends string>(
  key: string,
  setting: HandlerSetting<H, Name>,
  builtIns: Readonly<Record<Name, (settings: HandlerSettings) => H>>,
  settings: HandlerSettings,
): H => {
  if (typeof setting === 'string') return builtIns[shortName(setting) as Name](settings)
  if (typeof setting !== 'function') return setting
  const prototype: unknown = (setting as { prototype?: unknown }).prototype
  const isClass = isHandlerObject(prototype) || Function.prototype.toString.call(setting).startsWith('class')
  const made: unknown = isClass
    ? new (setting as new (s: HandlerSettings) => H)(settings)
    : (setting as (s: HandlerSettings) => H)(settings)
  if (!isHandlerObject(made))
    throw new StreamsConfigError(
      `'${key}' was given ${setting.name === '' ? 'a function' : `${setting.name}`}, which did not make a handler: ` +
        `a handler function takes the handler settings and returns an object with a handleError method.`,
      key,
    )
  return made as H
}
