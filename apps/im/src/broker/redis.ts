import { Redis } from 'ioredis';
import type { Broker, BrokerMessage } from './types';

/** Redis pub/sub broker: one publishing and one subscribed connection; channels get `prefix`. */
export class RedisBroker implements Broker {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, ((m: BrokerMessage) => void)[]>();

  constructor(
    url: string,
    private readonly prefix = 'im:',
  ) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub.on('message', (channel: string, payload: string) => {
      const list = this.handlers.get(channel);
      if (!list) return;
      const message = JSON.parse(payload) as BrokerMessage;
      for (const h of list) h(message);
    });
  }

  async publish(channel: string, message: BrokerMessage): Promise<void> {
    await this.pub.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: (m: BrokerMessage) => void): Promise<void> {
    const key = this.prefix + channel;
    const list = this.handlers.get(key);
    if (list) {
      list.push(handler);
      return;
    }
    this.handlers.set(key, [handler]);
    await this.sub.subscribe(key);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
