/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a pooled connection is handed to
 * other queries between uses, and a NOTIFY reaches only the session that listens). The
 * connection can drop: a restart of PostgreSQL, a proxy's idle timeout, pg_terminate_backend.
 * Notifications sent while it was down are lost, so it reconnects (after 100 ms, doubling to at
 * most 2 s) and then calls `onConnect(true)`: the caller reads again what it may have missed.
 */
import pg from 'pg';

export interface ListenHandlers {
  /** a notification's payload */
  onNotify: (payload: string) => void;
  /** the channel is listened to: at first (`again` false) and after each reconnection (`again` true) */
  onConnect: (again: boolean) => void;
  log: (line: string) => void;
}

export interface ChannelListener {
  /** resolves once the channel is listened to the first time (rejects if that fails) */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The application_name of the listening connection, so it can be told apart in pg_stat_activity. */
export const LISTENER_APPLICATION = 'wl-listen';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2_000;

/** Listens on `channel` of the database at `databaseUrl` until closed, reconnecting when the connection drops. */
export function listenChannel(databaseUrl: string, channel: string, handlers: ListenHandlers): ChannelListener {
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;

  const connect = async (): Promise<void> => {
    // keepAlive: a connection whose peer vanished without closing it is noticed by the system's TCP keepalive
    const next = new pg.Client({ connectionString: databaseUrl, application_name: `${LISTENER_APPLICATION} ${channel}`, keepAlive: true });
    let lost = false;
    const drop = (why: string) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (closed) return;
      handlers.log(`listen ${channel}: connection lost (${why}); reconnecting`);
      retry();
    };
    next.on('error', (error) => drop(error.message));
    next.on('end', () => drop('closed by the server'));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    const again = connectedOnce;
    connectedOnce = true;
    if (again) handlers.log(`listen ${channel}: connected again`);
    handlers.onConnect(again);
  };

  function retry(): void {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((error: unknown) => {
        if (closed) return;
        handlers.log(`listen ${channel}: cannot connect (${(error as Error).message}); trying again in ${retryMs} ms`);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        retry();
      });
    }, retryMs);
    timer.unref();
  }

  return {
    ready: connect(),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
