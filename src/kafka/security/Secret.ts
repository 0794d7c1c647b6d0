/**
 * A secret setting (a password, a private key, a whole `sasl.jaas.config`): the value is read only through
 * {@link Secret.reveal}; printing, logging, `JSON.stringify` and `util.inspect` show `[hidden]`.
 * @since 0.1.0
 */

/** What every printed form of a secret shows. */
const hidden = '[hidden]'

/** The value of each secret, kept outside the object so no enumeration or deep copy reaches it. */
const values = new WeakMap<Secret, string>()

/**
 * A string that never prints.
 * @example
 * const password = Secret.of('s3cr3t')
 * String(password) // '[hidden]'
 * password.reveal() // 's3cr3t'
 * @category Configuration
 * @since 0.1.0
 */
export class Secret {
  private constructor(value: string) {
    values.set(this, value)
  }

  /**
   * Wraps a value; a secret passes through unchanged.
   * @example
   * Secret.of('s3cr3t').toString() // '[hidden]'
   */
  static of(value: string | Secret): Secret {
    return value instanceof Secret ? value : new Secret(value)
  }

  /** The value itself, for the one place that hands it to a client. */
  reveal(): string {
    return values.get(this) ?? ''
  }

  toString(): string {
    return hidden
  }

  toJSON(): string {
    return hidden
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return hidden
  }
}

/**
 * Narrows an unknown value.
 * @example
 * isSecret(Secret.of('x')) // true
 * @category Configuration
 * @since 0.1.0
 */
export const isSecret = (u: unknown): u is Secret => u instanceof Secret
