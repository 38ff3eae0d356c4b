import pg from 'pg';

export interface ChannelHandlers {
  onMessage(payload: string): void;
  /** The connection was lost and is back: notifications sent meanwhile may have been missed. */
  onGap(): void;
}

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on one channel over a connection of its own (a pooled connection cannot hold a LISTEN),
 * reconnecting after a restart or failover with a growing pause, and reporting the gap.
 */
export async function listenOnPostgres(connectionString: string, channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retries = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', () => reconnectSoon(next));
    next.on('end', () => reconnectSoon(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const reconnectSoon = (failed: pg.Client) => {
    if (stopped || failed !== client || retryTimer) return;
    client = undefined;
    failed.end().catch(() => undefined);
    const attempt = () => {
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (stopped) return;
        connect().then(
          () => {
            retries = 0;
            handlers.onGap();
          },
          () => {
            retries += 1;
            attempt();
          },
        );
      }, RETRY_MS[Math.min(retries, RETRY_MS.length - 1)]);
      retryTimer.unref();
    };
    attempt();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}
