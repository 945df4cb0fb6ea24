import pg from 'pg';
import type { DatabaseHandle, Db, Executor } from '../../db/client';
import { readSetting, SETTINGS_CHANNEL } from './settings.repository';

const RECONNECT_MS = 1_000;

/** What the settings service reads cached settings through (settings.service.ts SettingsSource). */
export interface CachedSettings {
  readSetting(key: string): Promise<unknown>;
}

/**
 * Saved settings kept in memory between changes, for the reads on the donation path (the receipt e-mail's
 * organization and note, the fee-coverage check, the sender of each e-mail): before, each donation read the
 * settings table four times. Every write of a setting sends a NOTIFY on `SETTINGS_CHANNEL` (settings.repository.ts)
 * that every process of the database receives after the write commits, and each empties its cache.
 *
 * Values are cached only while the process is listening: while the listening connection is down (PostgreSQL
 * restarted, a network cut), every read goes to the database until it is back. A read that began before a
 * change was announced is not cached, so a value read just before a commit never outlives it.
 */
export class SettingsCache implements CachedSettings {
  private readonly values = new Map<string, unknown>();
  private generation = 0;
  private listening = false;
  private closed = false;
  private stopListening: () => Promise<void> = async () => {};

  private constructor(private readonly db: Db) {}

  /** A cache that listens for changes on the database's own channel (PGlite: in process; PostgreSQL: a connection). */
  static async open(database: Pick<DatabaseHandle, 'db' | 'pglite' | 'url' | 'sessions'>): Promise<SettingsCache> {
    const cache = new SettingsCache(database.db);
    if (database.pglite) {
      const pglite = database.pglite;
      cache.stopListening = await pglite.listen(SETTINGS_CHANNEL, () => cache.forget());
      cache.listening = true;
    } else if (database.url && database.sessions !== false) {
      // Behind a transaction pooler a LISTEN would not stay on one session: no cache, every read goes to the database.
      await cache.listenOnPostgres(database.url);
    }
    return cache;
  }

  readSetting(key: string): Promise<unknown> {
    return this.read(key, this.db);
  }

  /**
   * The cache, reading a missing setting through `executor`: a transaction must read through itself (PGlite has
   * one connection, which the transaction holds). Only for transactions that do not write settings: a value
   * they wrote would be cached before it commits.
   */
  via(executor: Executor): CachedSettings {
    return { readSetting: (key) => this.read(key, executor) };
  }

  private async read(key: string, executor: Executor): Promise<unknown> {
    if (this.listening && this.values.has(key)) return this.values.get(key);
    const listening = this.listening;
    const generation = this.generation;
    const value = await readSetting(executor, key);
    if (listening && this.listening && generation === this.generation) this.values.set(key, value);
    return value;
  }

  /** How many times the cache was emptied (a change announced, the listener back): lets a test wait for one. */
  get changesSeen(): number {
    return this.generation;
  }

  /** Empties the cache; the next read of each setting goes to the database. */
  forget(): void {
    this.generation += 1;
    this.values.clear();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    this.forget();
    await this.stopListening();
  }

  private async listenOnPostgres(url: string): Promise<void> {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      this.listening = false;
      this.forget();
      client.end().catch(() => {});
      if (!this.closed) setTimeout(() => void this.listenOnPostgres(url).catch(() => {}), RECONNECT_MS).unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', () => this.forget());
    this.stopListening = async () => {
      lost = true;
      await client.end().catch(() => {});
    };
    try {
      await client.connect();
      await client.query(`listen ${SETTINGS_CHANNEL}`);
    } catch {
      // Not listening yet: reads go to the database, and the connection is tried again.
      onLost();
      return;
    }
    if (this.closed) return this.stopListening();
    // Anything saved while no one listened is read afresh (forget() also keeps reads begun before from caching).
    this.forget();
    this.listening = true;
  }
}
