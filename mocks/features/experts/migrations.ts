import type { Migration } from '../../db/migration'

/** experts and their predictions (types/prediction.ts); after the game list, since predictions point at matches */
export const expertsMigrations: Migration[] = [
  {
    name: 'expert_001_experts_predictions',
    sql: `
      -- an expert is an account (users.is_expert = 1) plus what is shown beside the nickname
      CREATE TABLE experts (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        title TEXT NOT NULL,
        -- how the seeder writes this expert's picks; NULL for experts who publish themselves.
        -- never shown: hit rates and streaks are computed from settled predictions
        gen_skill REAL,
        gen_league_id INTEGER REFERENCES fb_leagues(id),
        gen_play TEXT
      );

      CREATE TABLE predictions (
        id INTEGER PRIMARY KEY,
        expert_id INTEGER NOT NULL REFERENCES users(id),
        match_id INTEGER NOT NULL REFERENCES fb_matches(id),
        play TEXT NOT NULL CHECK (play IN ('1x2', 'handicap', 'overUnder')),
        pick TEXT NOT NULL CHECK (pick IN ('home', 'draw', 'away', 'over', 'under')),
        -- handicap: the home side's line (-0.5 = home gives half a goal); overUnder: the total; 1x2: NULL
        line REAL,
        -- decimal odds (1x2 price, or 1 + the water of a handicap / over-under side)
        odds REAL NOT NULL,
        title TEXT NOT NULL,
        -- gold coins; 0 = free
        price INTEGER NOT NULL CHECK (price >= 0),
        published_at INTEGER NOT NULL,
        -- copy of the match's final whistle (never changes once generated): settlement finds what is due
        -- on an index, without a join, and settled rows are ordered by it
        ends_at INTEGER NOT NULL,
        win_or_not INTEGER NOT NULL DEFAULT 0 CHECK (win_or_not IN (0, 1, 2, 3)),
        UNIQUE (match_id, expert_id, play)
      );
      CREATE INDEX predictions_match ON predictions(match_id, published_at);
      CREATE INDEX predictions_expert ON predictions(expert_id, ends_at);
      -- only unsettled rows: "is anything due?" stays one index probe however many rows are settled
      CREATE INDEX predictions_pending ON predictions(ends_at, match_id) WHERE win_or_not = 0;
    `,
  },
  {
    // Singles and parlays share one id space (purchases and follows name one id), so the table is
    // rebuilt: match_id / play / pick become NULL for a parlay, whose legs are in prediction_legs.
    name: 'expert_002_parlays_versions_follows',
    sql: `
      CREATE TABLE predictions_v2 (
        id INTEGER PRIMARY KEY,
        expert_id INTEGER NOT NULL REFERENCES users(id),
        kind TEXT NOT NULL DEFAULT 'single' CHECK (kind IN ('single', 'parlay')),
        -- a single's match, play and pick; NULL for a parlay
        match_id INTEGER REFERENCES fb_matches(id),
        play TEXT CHECK (play IN ('1x2', 'handicap', 'overUnder')),
        pick TEXT CHECK (pick IN ('home', 'draw', 'away', 'over', 'under')),
        line REAL,
        -- a single's odds, or the product of a parlay's legs
        odds REAL NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL DEFAULT '',
        price INTEGER NOT NULL CHECK (price >= 0),
        -- 不中退: buyers are refunded on a miss (the money domain refunds)
        refund_on_miss INTEGER NOT NULL DEFAULT 0,
        published_at INTEGER NOT NULL,
        edited_at INTEGER,
        -- earliest kickoff: no edit or delete from then on (filled by a trigger for rows inserted without it)
        lock_at INTEGER,
        -- the latest final whistle among its matches
        ends_at INTEGER NOT NULL,
        win_or_not INTEGER NOT NULL DEFAULT 0 CHECK (win_or_not IN (0, 1, 2, 3)),
        -- what a hit pays on a unit stake when it differs from odds (a parlay with pushed legs); NULL = odds
        settled_odds REAL,
        CHECK ((kind = 'single') = (match_id IS NOT NULL AND play IS NOT NULL AND pick IS NOT NULL)),
        UNIQUE (match_id, expert_id, play)
      );
      INSERT INTO predictions_v2 (id, expert_id, kind, match_id, play, pick, line, odds, title, price, published_at, lock_at, ends_at, win_or_not)
        SELECT p.id, p.expert_id, 'single', p.match_id, p.play, p.pick, p.line, p.odds, p.title, p.price, p.published_at,
          (SELECT m.start_at FROM fb_matches m WHERE m.id = p.match_id), p.ends_at, p.win_or_not
        FROM predictions p;
      DROP TABLE predictions;
      ALTER TABLE predictions_v2 RENAME TO predictions;
      CREATE INDEX predictions_match ON predictions(match_id, published_at);
      CREATE INDEX predictions_expert ON predictions(expert_id, ends_at);
      CREATE INDEX predictions_pending ON predictions(ends_at, match_id) WHERE win_or_not = 0;
      -- the seeder and older callers insert singles without lock_at: it is the match's kickoff
      CREATE TRIGGER predictions_single_lock AFTER INSERT ON predictions WHEN NEW.lock_at IS NULL AND NEW.match_id IS NOT NULL
      BEGIN
        UPDATE predictions SET lock_at = (SELECT start_at FROM fb_matches WHERE id = NEW.match_id) WHERE id = NEW.id;
      END;

      CREATE TABLE prediction_legs (
        prediction_id INTEGER NOT NULL REFERENCES predictions(id) ON DELETE CASCADE,
        match_id INTEGER NOT NULL REFERENCES fb_matches(id),
        play TEXT NOT NULL CHECK (play IN ('1x2', 'handicap', 'overUnder')),
        pick TEXT NOT NULL CHECK (pick IN ('home', 'draw', 'away', 'over', 'under')),
        line REAL,
        odds REAL NOT NULL,
        ends_at INTEGER NOT NULL,
        win_or_not INTEGER NOT NULL DEFAULT 0 CHECK (win_or_not IN (0, 1, 2, 3)),
        PRIMARY KEY (prediction_id, match_id)
      );
      CREATE INDEX prediction_legs_match ON prediction_legs(match_id);
      CREATE INDEX prediction_legs_pending ON prediction_legs(ends_at) WHERE win_or_not = 0;

      -- every published version (1 = publish, +1 per edit): what was picked, when, and its SHA-256
      CREATE TABLE prediction_versions (
        prediction_id INTEGER NOT NULL REFERENCES predictions(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        at INTEGER NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        price INTEGER NOT NULL,
        -- JSON [{ event_id, play, pick, line, odds }]
        legs TEXT NOT NULL,
        odds REAL NOT NULL,
        canonical TEXT NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY (prediction_id, version)
      );

      CREATE TABLE prediction_purchases (
        id INTEGER PRIMARY KEY,
        prediction_id INTEGER NOT NULL REFERENCES predictions(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        order_no TEXT NOT NULL UNIQUE,
        price INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        refunded_at INTEGER,
        UNIQUE (prediction_id, user_id)
      );
      CREATE INDEX prediction_purchases_user ON prediction_purchases(user_id, created_at);

      CREATE TABLE expert_follows (
        user_id INTEGER NOT NULL REFERENCES users(id),
        expert_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, expert_id)
      );
      CREATE INDEX expert_follows_expert ON expert_follows(expert_id);
      CREATE TABLE prediction_follows (
        user_id INTEGER NOT NULL REFERENCES users(id),
        prediction_id INTEGER NOT NULL REFERENCES predictions(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, prediction_id)
      );
      CREATE INDEX prediction_follows_prediction ON prediction_follows(prediction_id);

      ALTER TABLE experts ADD COLUMN intro TEXT NOT NULL DEFAULT '';
      -- when the application was approved; NULL for seeded experts (their account's creation counts)
      ALTER TABLE experts ADD COLUMN joined_at INTEGER;

      CREATE TABLE expert_applications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        title TEXT NOT NULL,
        intro TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        reason TEXT NOT NULL DEFAULT '',
        submitted_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      -- one pending application per user, even under a double submit
      CREATE UNIQUE INDEX expert_applications_pending ON expert_applications(user_id) WHERE status = 'pending';
      CREATE INDEX expert_applications_user ON expert_applications(user_id, id);
    `,
  },
  {
    // the arena (擂台): free entries by any user, ranked apart from experts' records
    name: 'expert_003_arena',
    sql: `
      CREATE TABLE arena_entries (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        kind TEXT NOT NULL CHECK (kind IN ('single', 'parlay')),
        title TEXT NOT NULL,
        content TEXT NOT NULL DEFAULT '',
        odds REAL NOT NULL,
        published_at INTEGER NOT NULL,
        lock_at INTEGER NOT NULL,
        ends_at INTEGER NOT NULL,
        win_or_not INTEGER NOT NULL DEFAULT 0 CHECK (win_or_not IN (0, 1, 2, 3)),
        settled_odds REAL
      );
      CREATE INDEX arena_entries_user ON arena_entries(user_id, kind, published_at);
      CREATE INDEX arena_entries_settled ON arena_entries(kind, ends_at) WHERE win_or_not > 0;
      CREATE INDEX arena_entries_pending ON arena_entries(ends_at) WHERE win_or_not = 0;
      CREATE TABLE arena_legs (
        entry_id INTEGER NOT NULL REFERENCES arena_entries(id),
        -- copies of the entry's owner and kind: one entry per user, kind, match and play, kept by a unique key
        user_id INTEGER NOT NULL REFERENCES users(id),
        kind TEXT NOT NULL,
        match_id INTEGER NOT NULL REFERENCES fb_matches(id),
        play TEXT NOT NULL CHECK (play IN ('1x2', 'handicap', 'overUnder')),
        pick TEXT NOT NULL CHECK (pick IN ('home', 'draw', 'away', 'over', 'under')),
        line REAL,
        odds REAL NOT NULL,
        ends_at INTEGER NOT NULL,
        win_or_not INTEGER NOT NULL DEFAULT 0 CHECK (win_or_not IN (0, 1, 2, 3)),
        PRIMARY KEY (entry_id, match_id),
        UNIQUE (user_id, kind, match_id, play)
      );
      CREATE INDEX arena_legs_pending ON arena_legs(ends_at) WHERE win_or_not = 0;
      CREATE TABLE arena_follows (
        user_id INTEGER NOT NULL REFERENCES users(id),
        entry_id INTEGER NOT NULL REFERENCES arena_entries(id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, entry_id)
      );
      CREATE INDEX arena_follows_entry ON arena_follows(entry_id);
    `,
  },
  {
    // the records must not be gamed even by a careless query: a settled result never changes and
    // a settled prediction is never deleted (the services refuse first, with a message)
    name: 'expert_004_settled_guard',
    sql: `
      CREATE TRIGGER predictions_settled_kept BEFORE DELETE ON predictions WHEN OLD.win_or_not <> 0
      BEGIN
        SELECT RAISE(ABORT, 'a settled prediction is never deleted');
      END;
      CREATE TRIGGER predictions_result_final BEFORE UPDATE OF win_or_not ON predictions
        WHEN OLD.win_or_not <> 0 AND NEW.win_or_not <> OLD.win_or_not
      BEGIN
        SELECT RAISE(ABORT, 'a settled result never changes');
      END;
    `,
  },
  {
    // every expert's settled rows in record order straight from one index (the experts lists read them all)
    name: 'expert_005_settled_index',
    sql: `
      CREATE INDEX predictions_settled ON predictions(expert_id, ends_at DESC, id DESC, win_or_not, odds, settled_odds, kind, play)
        WHERE win_or_not > 0;
    `,
  },
  {
    // issue 16: a deleted prediction's id was given to the next one, so a report or an old link then
    // named another expert's new prediction. AUTOINCREMENT never reuses an id; the table is rebuilt
    // (same columns, data, indexes and triggers) because SQLite cannot add it in place.
    name: 'expert_006_predictions_autoincrement',
    foreignKeysOff: true,
    sql: `
      CREATE TABLE predictions_v3 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        expert_id INTEGER NOT NULL REFERENCES users(id),
        kind TEXT NOT NULL DEFAULT 'single' CHECK (kind IN ('single', 'parlay')),
        match_id INTEGER REFERENCES fb_matches(id),
        play TEXT CHECK (play IN ('1x2', 'handicap', 'overUnder')),
        pick TEXT CHECK (pick IN ('home', 'draw', 'away', 'over', 'under')),
        line REAL,
        odds REAL NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL DEFAULT '',
        price INTEGER NOT NULL CHECK (price >= 0),
        refund_on_miss INTEGER NOT NULL DEFAULT 0,
        published_at INTEGER NOT NULL,
        edited_at INTEGER,
        lock_at INTEGER,
        ends_at INTEGER NOT NULL,
        win_or_not INTEGER NOT NULL DEFAULT 0 CHECK (win_or_not IN (0, 1, 2, 3)),
        settled_odds REAL,
        CHECK ((kind = 'single') = (match_id IS NOT NULL AND play IS NOT NULL AND pick IS NOT NULL)),
        UNIQUE (match_id, expert_id, play)
      );
      INSERT INTO predictions_v3 (id, expert_id, kind, match_id, play, pick, line, odds, title, content, price, refund_on_miss,
          published_at, edited_at, lock_at, ends_at, win_or_not, settled_odds)
        SELECT id, expert_id, kind, match_id, play, pick, line, odds, title, content, price, refund_on_miss,
          published_at, edited_at, lock_at, ends_at, win_or_not, settled_odds FROM predictions;
      DROP TABLE predictions;
      ALTER TABLE predictions_v3 RENAME TO predictions;
      -- ids already handed out (and since deleted) stay used: the sequence starts above every id any table names
      INSERT INTO sqlite_sequence (name, seq) SELECT 'predictions', MAX(seq) FROM (
        SELECT COALESCE(MAX(id), 0) AS seq FROM predictions
        UNION ALL SELECT COALESCE(MAX(prediction_id), 0) FROM prediction_purchases
        UNION ALL SELECT COALESCE(MAX(prediction_id), 0) FROM prediction_versions
        UNION ALL SELECT COALESCE(MAX(target_id), 0) FROM complaints WHERE target_type = 'prediction'
      );
      CREATE INDEX predictions_match ON predictions(match_id, published_at);
      CREATE INDEX predictions_expert ON predictions(expert_id, ends_at);
      CREATE INDEX predictions_pending ON predictions(ends_at, match_id) WHERE win_or_not = 0;
      CREATE INDEX predictions_settled ON predictions(expert_id, ends_at DESC, id DESC, win_or_not, odds, settled_odds, kind, play)
        WHERE win_or_not > 0;
      CREATE TRIGGER predictions_single_lock AFTER INSERT ON predictions WHEN NEW.lock_at IS NULL AND NEW.match_id IS NOT NULL
      BEGIN
        UPDATE predictions SET lock_at = (SELECT start_at FROM fb_matches WHERE id = NEW.match_id) WHERE id = NEW.id;
      END;
      CREATE TRIGGER predictions_settled_kept BEFORE DELETE ON predictions WHEN OLD.win_or_not <> 0
      BEGIN
        SELECT RAISE(ABORT, 'a settled prediction is never deleted');
      END;
      CREATE TRIGGER predictions_result_final BEFORE UPDATE OF win_or_not ON predictions
        WHEN OLD.win_or_not <> 0 AND NEW.win_or_not <> OLD.win_or_not
      BEGIN
        SELECT RAISE(ABORT, 'a settled result never changes');
      END;
    `,
  },
  {
    // issue 33: a parlay's and an arena entry's legs keep the order they were chosen in a column of
    // their own (it was the rowid, which PostgreSQL has not); existing legs get their rowid order
    name: 'expert_007_leg_order',
    sql: `
      ALTER TABLE prediction_legs ADD COLUMN leg_no INTEGER NOT NULL DEFAULT 0;
      UPDATE prediction_legs SET leg_no = (SELECT COUNT(*) FROM prediction_legs o WHERE o.prediction_id = prediction_legs.prediction_id AND o.rowid < prediction_legs.rowid);
      ALTER TABLE arena_legs ADD COLUMN leg_no INTEGER NOT NULL DEFAULT 0;
      UPDATE arena_legs SET leg_no = (SELECT COUNT(*) FROM arena_legs o WHERE o.entry_id = arena_legs.entry_id AND o.rowid < arena_legs.rowid);
    `,
  },
]
