import type { Migration } from '../../db/migration'

/** users and their sessions (the settings table this step once made is the platform's now) */
export const accountCoreMigrations: Migration[] = [
  {
    name: 'core_001_settings_users_sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        mobile TEXT UNIQUE,
        password_hash TEXT,
        wx_openid TEXT UNIQUE,
        nickname TEXT NOT NULL DEFAULT '',
        avatar TEXT NOT NULL DEFAULT '',
        is_expert INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        deleted_at INTEGER
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX sessions_user ON sessions(user_id);
    `,
  },
]
