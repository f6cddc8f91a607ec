import type { Migration } from '../../db/migration'

/** accounts: wallet columns on users, SMS codes, login throttling, black list, messages, ledger, real name, feedback, complaints, notices, upload owners */
export const accountMigrations: Migration[] = [
  {
    name: 'user_001_accounts',
    sql: `
      -- the wallet columns and the ledger this step once made are money's now (money_000, money_001, money_003)
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY,
        mobile TEXT NOT NULL,
        scene TEXT NOT NULL,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        failed_attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sms_codes_mobile ON sms_codes(mobile, created_at);

      -- one row per failed login; key is 'mobile:<n>' or 'ip:<addr>'
      CREATE TABLE auth_failures (key TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX auth_failures_key ON auth_failures(key, at);

      CREATE TABLE user_blacks (
        user_id INTEGER NOT NULL REFERENCES users(id),
        target_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, target_id)
      );
      CREATE INDEX user_blacks_target ON user_blacks(target_id);

      CREATE TABLE user_messages (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        kind TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        link TEXT NOT NULL DEFAULT '',
        read_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX user_messages_user ON user_messages(user_id, id);

      -- the ID number itself is never stored: a keyed hash (uniqueness) and a masked form (display)
      CREATE TABLE realname (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        name TEXT NOT NULL,
        id_card_masked TEXT NOT NULL,
        id_card_hash TEXT NOT NULL UNIQUE,
        verified_at INTEGER NOT NULL
      );

      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users(id),
        content TEXT NOT NULL,
        contact TEXT NOT NULL DEFAULT '',
        images TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL
      );

      CREATE TABLE complaints (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users(id),
        target_type TEXT NOT NULL,
        target_id INTEGER NOT NULL,
        reason TEXT NOT NULL,
        images TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL
      );

      CREATE TABLE system_notices (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    name: 'user_002_complaint_contact',
    sql: `ALTER TABLE complaints ADD COLUMN contact TEXT NOT NULL DEFAULT '';`,
  },
  {
    // who uploaded each file, so account deletion can remove the person's images
    name: 'user_003_upload_owners',
    sql: `
      CREATE TABLE uploads (
        name TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        size INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX uploads_user ON uploads(user_id);
    `,
  },
  {
    // one row per code sent, by client address: send-code is capped per address as well as per number
    name: 'user_004_sms_send_log',
    sql: `
      CREATE TABLE sms_sends (address TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX sms_sends_address ON sms_sends(address, at);
    `,
  },
  {
    // issue 23: codes counted per requester (address + device id) and number, so a stranger's
    // requests never lock the owner out; sessions ended by the per-account cap are told apart
    // from logouts; new accounts counted per address
    name: 'user_005_requester_limits',
    sql: `
      ALTER TABLE sms_sends ADD COLUMN requester TEXT NOT NULL DEFAULT '';
      ALTER TABLE sms_sends ADD COLUMN mobile TEXT NOT NULL DEFAULT '';
      CREATE INDEX sms_sends_mobile ON sms_sends(mobile, requester, at);
      ALTER TABLE sessions ADD COLUMN ended_by TEXT;
      CREATE TABLE signups (address TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX signups_address ON signups(address, at);
      CREATE INDEX uploads_user_day ON uploads(user_id, created_at);
    `,
  },
  {
    // issue 35: a code belongs to whoever asked for it: a new code replaces only that requester's
    // earlier one, so a stranger's request (or guesses) never invalidates the owner's code
    name: 'user_006_code_requester',
    sql: `
      ALTER TABLE sms_codes ADD COLUMN requester TEXT NOT NULL DEFAULT '';
      CREATE INDEX sms_codes_live ON sms_codes(mobile, scene, used_at, requester);
    `,
  },
  {
    // issue 33: uploaded pictures (width 0) and their thumbnails in the database, for the processes
    // sharing PostgreSQL; the SQLite server keeps them as files beside its database (uploadStore.ts)
    name: 'user_007_upload_files',
    sql: `
      CREATE TABLE upload_files (name TEXT NOT NULL, width INTEGER NOT NULL, bytes BLOB NOT NULL, PRIMARY KEY (name, width));
    `,
  },
  {
    // issue 33: an account's sign-ins in the order they happened, where two share a millisecond (it
    // was the rowid, which PostgreSQL has not): 1, 2, … per account; existing ones get their rowid
    name: 'user_008_session_order',
    sql: `
      ALTER TABLE sessions ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
      UPDATE sessions SET seq = rowid;
    `,
  },
]
