import type { Migration } from '../migrations'

/** experts and their predictions (types/prediction.ts); after the game list, since predictions point at matches */
export const expertMigrations: Migration[] = [
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
]
