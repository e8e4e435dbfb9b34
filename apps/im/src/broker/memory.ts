import type { Broker, BrokerMessage } from './types';

/** In-process broker: handlers run synchronously in publish order, the message object is not copied. */
export class MemoryBroker implements Broker {
  private readonly handlers = new Map<string, ((m: BrokerMessage) => void)[]>();

  async publish(channel: string, message: BrokerMessage): Promise<void> {
    for (const h of this.handlers.get(channel) ?? []) h(message);
  }

  async subscribe(channel: string, handler: (m: BrokerMessage) => void): Promise<void> {
    const list = this.handlers.get(channel) ?? [];
    list.push(handler);
    this.handlers.set(channel, list);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
