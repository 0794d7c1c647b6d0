import { taggedError } from '../../errors/taggedError.js'

/**
 * A member's subscription or assignment user data is not something this assignor wrote: truncated, of an unknown
 * version, or with values out of range. Usually a member of another application (or another library) joined the
 * same group: give each application its own `application.id`.
 * @example
 * try { decodeSubscriptionInfo(Buffer.from('junk')) } catch (e) { e instanceof InvalidUserDataError }
 * @category Errors
 * @since 0.1.0
 */
export class InvalidUserDataError extends taggedError('InvalidUserData', false) {
  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, options)
  }
}
