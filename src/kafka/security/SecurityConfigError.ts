/**
 * The errors of security settings (`security.protocol`, `ssl.*`, `sasl.*`): each names the setting at fault and
 * says what to fix, and none ever contains a secret's value. None is retryable: the configuration must change.
 * @since 0.1.0
 */
import { StreamsError } from '../../errors/StreamsError.js'

/**
 * The kinds of mistake, one tag each.
 * @category Errors
 * @since 0.1.0
 */
export type SecurityConfigErrorTag =
  /** `security.protocol` is not PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL. */
  | 'UnknownSecurityProtocol'
  /** `sasl.mechanism` is not one this client speaks (PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, OAUTHBEARER). */
  | 'UnknownSaslMechanism'
  /** `sasl.jaas.config` cannot be read, or its login module does not fit the mechanism. */
  | 'MalformedJaasConfig'
  /** SASL needs credentials (a JAAS config, or a token provider for OAUTHBEARER) that are not given. */
  | 'MissingCredentials'
  /** A trust store or key store file is missing, unreadable or holds no PEM material. */
  | 'MissingTrustMaterial'
  /** Settings that do not fit `security.protocol` (SASL settings without SASL, TLS settings without TLS). */
  | 'SecurityProtocolMismatch'
  /** A setting this client cannot honour (a JKS store, a store password with PEM, TLS on the embedded broker). */
  | 'UnsupportedSecuritySetting'

/**
 * A security setting is wrong.
 * @example
 * if (e instanceof SecurityConfigError && e._tag === 'MalformedJaasConfig') console.error(e.key, e.message)
 * @category Errors
 * @since 0.1.0
 */
export class SecurityConfigError<
  Tag extends SecurityConfigErrorTag = SecurityConfigErrorTag,
> extends StreamsError {
  readonly retryable = false

  constructor(
    readonly _tag: Tag,
    /** The setting at fault, as the user wrote it (with its prefix, if any). */
    readonly key: string,
    message: string,
    options: { readonly cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = `SecurityConfigError(${_tag})`
  }
}

/**
 * Narrows an unknown thrown value.
 * @example
 * isSecurityConfigError(e) && e._tag === 'UnknownSaslMechanism'
 * @category Errors
 * @since 0.1.0
 */
export const isSecurityConfigError = (e: unknown): e is SecurityConfigError =>
  e instanceof SecurityConfigError
