/**
 * Calls the user's OAUTHBEARER token provider for an adapter's SASL handshake: the token value in clear (revealed
 * only here), or a `SaslAuthenticationFailed` error whose cause is the provider's failure.
 * @since 0.1.0
 */
import { KafkaClientError } from '../KafkaClientError.js'
import type { OAuthBearerTokenProvider } from './securitySettings.js'
import { isSecret } from './Secret.js'

/**
 * The token the provider gives now.
 * @example
 * await readOAuthBearerToken(async () => ({ value: 'jwt' })) // 'jwt'
 * @category Configuration
 * @since 0.1.0
 */
export const readOAuthBearerToken = async (provider: OAuthBearerTokenProvider): Promise<string> => {
  let token: Awaited<ReturnType<OAuthBearerTokenProvider>>
  try {
    token = await provider()
  } catch (cause) {
    throw new KafkaClientError(
      'SaslAuthenticationFailed',
      "The OAUTHBEARER token provider ('sasl.oauthbearer.token.provider') failed; see the cause.",
      { cause },
    )
  }
  const value = token.value
  return isSecret(value) ? value.reveal() : value
}
