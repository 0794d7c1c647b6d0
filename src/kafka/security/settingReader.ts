/**
 * Reads one client's security settings into typed errors: each names the setting as the user wrote it (with its
 * client prefix) and fills it into the sentence.
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import { SecurityConfigError, type SecurityConfigErrorTag } from './SecurityConfigError.js'
import type { SecuritySettingKey, SecuritySettings } from './securitySettings.js'

/** Names a setting as the user wrote it (with its client prefix). */
export type SettingOrigin = (name: SecuritySettingKey) => string

/** A reading, or the mistake found. */
export type Result<A> = E.Either<SecurityConfigError, A>

const quote = (s: string): string => `'${s}'`

/**
 * Reads one client's security settings; `origin` names each setting as the user wrote it.
 * @example
 * settingReader(settings, (n) => n).fail('MissingCredentials', 'sasl.jaas.config', '{} is missing.')
 * @category Configuration
 * @since 0.1.0
 */
export const settingReader = (settings: SecuritySettings, origin: SettingOrigin) => {
  const fail = <A>(tag: SecurityConfigErrorTag, name: SecuritySettingKey, sentence: string): Result<A> =>
    E.left(new SecurityConfigError(tag, origin(name), sentence.replaceAll('{}', quote(origin(name)))))
  const given = (names: readonly SecuritySettingKey[]): SecuritySettingKey | undefined =>
    names.find((n) => settings[n] !== undefined)
  return { fail, given, origin }
}

/** What {@link settingReader} gives. */
export type Reader = ReturnType<typeof settingReader>
