import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the database announces account and sign-in changes on (migration 016). */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';

/**
 * How long ago, at most, the last change this process is sure to have heard may be committed
 * for it to trust what it keeps in memory about accounts (PostgreSQL: the listening
 * connection's last answered heartbeat). Past that, every caller is read from the database.
 */
export const ACCOUNT_CHANGES_HEARD_WITHIN_MS = 3_000;
const HEARTBEAT_MS = 1_000;
const RECONNECT_MS = 1_000;

/** A user id whose account or sign-ins changed, or `undefined`: anything may have changed. */
export type AccountChangeListener = (userId: number | undefined) => void;

/**
 * Changes to `users` and `refresh_tokens` as the database announces them once committed, from
 * any process. A listener is called before the statement that made a change in this process
 * resolves (the connection that commits listens too), so nothing this process kept can
 * outlive a change it made itself; changes of other processes arrive within milliseconds.
 */
export interface AccountChanges {
  subscribe(listener: AccountChangeListener): void;
  /** Whether every change committed up to ACCOUNT_CHANGES_HEARD_WITHIN_MS ago has been heard. */
  heard(): boolean;
  close(): Promise<void>;
}

const userIdOf = (payload: string | undefined) => {
  const id = Number(payload);
  return Number.isSafeInteger(id) ? id : undefined;
};

function listeners() {
  const all: AccountChangeListener[] = [];
  return {
    subscribe: (listener: AccountChangeListener) => void all.push(listener),
    announce: (payload: string | undefined) => {
      const userId = userIdOf(payload);
      for (const listener of all) listener(userId);
    },
  };
}

/**
 * PGlite: one connection, in this process; its notifications are handed over while the
 * statement that caused them returns. Until LISTEN has run, nothing counts as heard.
 */
export function pgliteAccountChanges(client: PGlite): AccountChanges {
  const { subscribe, announce } = listeners();
  let listening = false;
  let unlisten: (() => Promise<void>) | undefined;
  const ready = client.listen(ACCOUNT_CHANGES_CHANNEL, announce).then((stop) => {
    unlisten = stop;
    listening = true;
  });
  return {
    subscribe,
    heard: () => listening,
    async close() {
      listening = false;
      await ready.catch(() => undefined);
      if (!client.closed) await unlisten?.().catch(() => undefined);
    },
  };
}

/**
 * PostgreSQL: every pooled connection listens, so a change this process commits is heard on
 * the committing connection before its COMMIT resolves; one more connection, held apart from
 * the pool, listens for the other processes and answers a heartbeat every second. `heard()`
 * is true while that heartbeat came back within the bound: a lost or stalled connection turns
 * it false (everything is read from the database) until it is back and has said "anything
 * may have changed".
 */
export function postgresAccountChanges(connectionString: string): AccountChanges & { onConnect(client: pg.ClientBase): Promise<void> } {
  const { subscribe, announce } = listeners();
  const hear = (message: pg.Notification) => {
    if (message.channel === ACCOUNT_CHANGES_CHANNEL) announce(message.payload);
  };

  let closed = false;
  // when the last heartbeat that came back was sent: every change committed before then was heard
  let heardUpTo = -Infinity;
  let listener: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (run: () => void, ms: number) => {
    if (!closed) timer = setTimeout(run, ms).unref();
  };
  const heartbeat = (client: pg.Client) => async () => {
    const sentAt = Date.now();
    try {
      await client.query('SELECT 1');
      if (listener === client) heardUpTo = sentAt;
      schedule(heartbeat(client), HEARTBEAT_MS);
    } catch {
      // ending it calls `lost`, which reconnects
      await client.end().catch(() => undefined);
    }
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString, keepAlive: true });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      heardUpTo = -Infinity;
      client.end().catch(() => undefined);
      clearTimeout(timer);
      schedule(() => void connect(), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', hear);
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${ACCOUNT_CHANGES_CHANNEL}`);
      // whatever changed while nobody listened
      announce(undefined);
      await heartbeat(client)();
    } catch {
      lost();
    }
  };
  void connect();

  return {
    subscribe,
    // the pool's: a connection is handed out only once it listens (else the request fails)
    async onConnect(client) {
      client.on('notification', hear);
      await client.query(`LISTEN ${ACCOUNT_CHANGES_CHANNEL}`);
    },
    heard: () => listener !== undefined && Date.now() - heardUpTo <= ACCOUNT_CHANGES_HEARD_WITHIN_MS,
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
