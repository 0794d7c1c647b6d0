/**
 * The connect/disconnect state every embedded client shares: calls before `connect()` or after
 * `disconnect()` fail with `ClientNotConnected`, as they do on the kafkajs adapter.
 * @since 0.1.0
 */
import { KafkaClientError } from '../KafkaClientError.js'

/** Created, connected, then closed for good. */
export class ClientLifecycle {
  private state: 'created' | 'connected' | 'closed' = 'created'

  constructor(
    private readonly client: string,
    /** Checks the client's credentials when it connects (the broker's authenticator); throws to refuse. */
    private readonly authenticate: () => void = () => undefined,
  ) {}

  get connected(): boolean {
    return this.state === 'connected'
  }

  /**
   * @throws KafkaClientError `ClientNotConnected` after `disconnect()` (clients are not reusable), or
   * `SaslAuthenticationFailed` when the broker refuses the client's credentials.
   */
  connect(): void {
    if (this.state === 'closed') {
      throw new KafkaClientError(
        'ClientNotConnected',
        `${this.client} was disconnected; create a new client.`,
      )
    }
    if (this.state === 'created') this.authenticate()
    this.state = 'connected'
  }

  /** @throws KafkaClientError `ClientNotConnected` unless connected. */
  check(): void {
    if (this.state === 'connected') return
    throw new KafkaClientError(
      'ClientNotConnected',
      this.state === 'created'
        ? `${this.client} is not connected yet; call connect() first.`
        : `${this.client} was disconnected; create a new client.`,
    )
  }

  /** Moves to closed; returns whether it was connected (so disconnect runs its work once). */
  close(): boolean {
    const was = this.state === 'connected'
    this.state = 'closed'
    return was
  }
}
