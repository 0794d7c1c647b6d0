/**
 * One client's security: the supplier-wide security settings with the client's own over them, checked once for
 * every adapter.
 * @since 0.1.0
 */
import * as E from 'fp-ts/lib/Either.js'
import type { ClientConfig } from '../ClientConfig.js'
import type { ClientSettings } from '../clientSettings.js'
import { clientSecurity, type ClientSecurity } from './clientSecurity.js'
import { pickSecuritySettings } from './securitySettings.js'

/**
 * The security of one client: the supplier-wide settings with the client's own over them, checked.
 * @throws SecurityConfigError naming the setting at fault.
 * @example
 * securityOf(config, { 'security.protocol': 'SSL' }).protocol // 'SSL'
 * @category Configuration
 * @since 0.1.0
 */
export const securityOf = (config: ClientConfig, settings: ClientSettings = {}): ClientSecurity => {
  const merged = { ...config.security, ...pickSecuritySettings(settings).settings }
  const checked = clientSecurity(merged)
  if (E.isLeft(checked)) throw checked.left
  return checked.right
}
