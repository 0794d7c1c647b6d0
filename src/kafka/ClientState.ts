/**
 * The connect/disconnect life of one adapter client, and the `ClientNotConnected` error for calls out of it.
 * @since 0.1.0
 */
import { KafkaClientError } from './KafkaClientError.js'

/** Whether a client may be used: after `connect()`, before `disconnect()`. */
export class ClientState {
  private state: 'new' | 'connected' | 'disconnected' = 'new'

  /** `describe` names the client in errors, e.g. `Producer 'p1'`. */
  constructor(private readonly describe: string) {}

  /** Throws unless the client may still connect (it was not disconnected). */
  requireConnectable(): void {
    if (this.state === 'disconnected') throw this.notConnected()
  }

  markConnected(): void {
    this.state = 'connected'
  }

  /** Marks the client disconnected; false when it already was. */
  markDisconnected(): boolean {
    if (this.state === 'disconnected') return false
    this.state = 'disconnected'
    return true
  }

  /** Throws `ClientNotConnected` unless connected. */
  requireConnected(): void {
    if (this.state !== 'connected') throw this.notConnected()
  }

  private notConnected(): KafkaClientError<'ClientNotConnected'> {
    return new KafkaClientError(
      'ClientNotConnected',
      `${this.describe} is ${this.state === 'new' ? 'not connected yet: call connect() first' : 'disconnected'}.`,
    )
  }
}
