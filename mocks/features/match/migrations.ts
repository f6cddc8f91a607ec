import type { Migration } from '../../db/migration'

/** football data: the seeded world, the match scripts, odds, lottery issues, follows */
export const matchMigrations: Migration[] = [
  {
    name: 'game_001_world_matches_odds',
    sql: `
      CREATE TABLE fb_continents (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE fb_countries (
        id INTEGER PRIMARY KEY, continent_id INTEGER NOT NULL REFERENCES fb_continents(id),
        name TEXT NOT NULL, color TEXT NOT NULL, style TEXT NOT NULL
      );
      CREATE TABLE fb_leagues (
        id INTEGER PRIMARY KEY, country_id INTEGER REFERENCES fb_countries(id),
        continent_id INTEGER NOT NULL REFERENCES fb_continents(id),
        name TEXT NOT NULL, short_name TEXT NOT NULL, color TEXT NOT NULL,
        type INTEGER NOT NULL, famous INTEGER NOT NULL DEFAULT 0, team_count INTEGER NOT NULL,
        rounds INTEGER NOT NULL, first_day INTEGER NOT NULL, period_days INTEGER NOT NULL
      );
      CREATE TABLE fb_seasons (
        id INTEGER PRIMARY KEY, league_id INTEGER NOT NULL REFERENCES fb_leagues(id),
        cycle INTEGER NOT NULL, name TEXT NOT NULL, start_at INTEGER NOT NULL,
        UNIQUE (league_id, cycle)
      );
      CREATE TABLE fb_teams (
        id INTEGER PRIMARY KEY, country_id INTEGER NOT NULL REFERENCES fb_countries(id),
        league_id INTEGER NOT NULL REFERENCES fb_leagues(id),
        name TEXT NOT NULL, short_name TEXT NOT NULL, color TEXT NOT NULL,
        strength INTEGER NOT NULL, venue TEXT NOT NULL, coach TEXT NOT NULL
      );
      CREATE INDEX fb_teams_league ON fb_teams(league_id);
      CREATE TABLE fb_league_teams (league_id INTEGER NOT NULL, team_id INTEGER NOT NULL, PRIMARY KEY (league_id, team_id));
      CREATE TABLE fb_players (
        id INTEGER PRIMARY KEY, team_id INTEGER NOT NULL REFERENCES fb_teams(id),
        name TEXT NOT NULL, position TEXT NOT NULL, shirt_number INTEGER NOT NULL,
        market_value INTEGER NOT NULL, age INTEGER NOT NULL, nationality TEXT NOT NULL
      );
      CREATE INDEX fb_players_team ON fb_players(team_id);
      CREATE TABLE fb_matches (
        id INTEGER PRIMARY KEY,
        league_id INTEGER NOT NULL REFERENCES fb_leagues(id),
        season_id INTEGER NOT NULL REFERENCES fb_seasons(id),
        round INTEGER NOT NULL, stage TEXT NOT NULL,
        home_team_id INTEGER NOT NULL REFERENCES fb_teams(id),
        away_team_id INTEGER NOT NULL REFERENCES fb_teams(id),
        start_at INTEGER NOT NULL,
        -- final whistle (Unix ms); a postponed match never ends
        end_at INTEGER NOT NULL,
        postponed INTEGER NOT NULL DEFAULT 0,
        ht_home INTEGER NOT NULL, ht_away INTEGER NOT NULL,
        ft_home INTEGER NOT NULL, ft_away INTEGER NOT NULL,
        et_home INTEGER, et_away INTEGER, pen_home INTEGER, pen_away INTEGER,
        referee TEXT NOT NULL,
        script TEXT NOT NULL
      );
      CREATE INDEX fb_matches_start ON fb_matches(start_at);
      CREATE INDEX fb_matches_end ON fb_matches(end_at);
      CREATE INDEX fb_matches_season ON fb_matches(season_id, round);
      CREATE INDEX fb_matches_home ON fb_matches(home_team_id, start_at);
      CREATE INDEX fb_matches_away ON fb_matches(away_team_id, start_at);
      CREATE TABLE fb_goals (
        match_id INTEGER NOT NULL REFERENCES fb_matches(id),
        season_id INTEGER NOT NULL, team_id INTEGER NOT NULL,
        player_id INTEGER NOT NULL, assist_player_id INTEGER,
        type TEXT NOT NULL, at INTEGER NOT NULL
      );
      CREATE INDEX fb_goals_season ON fb_goals(season_id, at);
      CREATE TABLE fb_companies (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE fb_odds (
        match_id INTEGER NOT NULL REFERENCES fb_matches(id),
        company_id INTEGER NOT NULL REFERENCES fb_companies(id),
        open_home REAL NOT NULL, open_draw REAL NOT NULL, open_away REAL NOT NULL,
        history TEXT NOT NULL,
        PRIMARY KEY (match_id, company_id)
      ) WITHOUT ROWID;
      CREATE INDEX fb_odds_same ON fb_odds(company_id, open_home, open_draw, open_away);
      CREATE TABLE fb_transfers (
        id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL REFERENCES fb_players(id),
        from_team_id INTEGER, to_team_id INTEGER NOT NULL, at INTEGER NOT NULL,
        fee INTEGER NOT NULL, kind TEXT NOT NULL
      );
      CREATE INDEX fb_transfers_player ON fb_transfers(player_id);
      CREATE TABLE fb_pool_issues (issue TEXT PRIMARY KEY, day INTEGER NOT NULL, match_ids TEXT NOT NULL);
      CREATE TABLE fb_follows (
        user_id INTEGER NOT NULL REFERENCES users(id), match_id INTEGER NOT NULL REFERENCES fb_matches(id),
        created_at INTEGER NOT NULL, PRIMARY KEY (user_id, match_id)
      ) WITHOUT ROWID;
      CREATE INDEX fb_follows_match ON fb_follows(match_id);
    `,
  },
  {
    // issue 17: a chat room per match, and the mini program's alert consents with what would be sent
    name: 'game_002_chat_alerts',
    sql: `
      CREATE TABLE fb_chat_messages (
        id INTEGER PRIMARY KEY,
        match_id INTEGER NOT NULL REFERENCES fb_matches(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        deleted_at INTEGER
      );
      CREATE INDEX fb_chat_match ON fb_chat_messages(match_id, id);
      CREATE INDEX fb_chat_user ON fb_chat_messages(user_id, created_at);
      CREATE TABLE fb_alert_consents (
        user_id INTEGER NOT NULL REFERENCES users(id),
        match_id INTEGER NOT NULL REFERENCES fb_matches(id),
        template_ids TEXT NOT NULL,
        accepted INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, match_id)
      ) WITHOUT ROWID;
      CREATE INDEX fb_alert_consents_match ON fb_alert_consents(match_id);
      -- what the server would have sent as subscription messages (no WeChat call in the stand-in)
      CREATE TABLE fb_alert_outbox (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL,
        match_id INTEGER NOT NULL,
        template_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX fb_alert_outbox_match ON fb_alert_outbox(match_id, id);
    `,
  },
  {
    // issue 24: following teams and players (counts are the rows; a user's own follows are capped, types/follow-rules.ts)
    name: 'game_team_003_team_player_follows',
    sql: `
      CREATE TABLE fb_team_follows (
        user_id INTEGER NOT NULL REFERENCES users(id), team_id INTEGER NOT NULL REFERENCES fb_teams(id),
        created_at INTEGER NOT NULL, PRIMARY KEY (user_id, team_id)
      ) WITHOUT ROWID;
      CREATE INDEX fb_team_follows_team ON fb_team_follows(team_id);
      CREATE TABLE fb_player_follows (
        user_id INTEGER NOT NULL REFERENCES users(id), player_id INTEGER NOT NULL REFERENCES fb_players(id),
        created_at INTEGER NOT NULL, PRIMARY KEY (user_id, player_id)
      ) WITHOUT ROWID;
      CREATE INDEX fb_player_follows_player ON fb_player_follows(player_id);
    `,
  },
  {
    // issue 24: alert settings per kind (a default, overrides per followed team and per followed match)
    // and the mini program's consent per kind (one subscription-message template per kind)
    name: 'match_alerts_001_alert_kind_settings',
    sql: `
      CREATE TABLE fb_alert_settings (
        user_id INTEGER NOT NULL REFERENCES users(id),
        -- 'default' (target_id 0), 'team' or 'match'
        scope TEXT NOT NULL,
        target_id INTEGER NOT NULL,
        -- the kinds switched on, comma-separated in types/live.ts's names ('' = none)
        kinds TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, scope, target_id)
      ) WITHOUT ROWID;
      CREATE TABLE fb_alert_kind_consents (
        user_id INTEGER NOT NULL REFERENCES users(id),
        kind TEXT NOT NULL,
        template_id TEXT NOT NULL,
        accepted INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, kind)
      ) WITHOUT ROWID;
    `,
  },
  {
    // issue 24: final player ratings, stored once a finished match is first read (or at the server's
    // start): the match ratings of a finished match and the player card read them instead of replaying
    // the match. A match is stored when it has its fb_final_ratings row (then every rated player has one below).
    name: 'match_ratingsperf_001_final_ratings',
    sql: `
      CREATE TABLE fb_final_ratings (
        match_id INTEGER PRIMARY KEY REFERENCES fb_matches(id),
        best_player_id INTEGER
      );
      CREATE TABLE fb_final_player_ratings (
        match_id INTEGER NOT NULL REFERENCES fb_matches(id),
        player_id INTEGER NOT NULL,
        -- 0 home, 1 away; seq = the order of the answer (starters, then substitutes as they came on)
        side INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        starter INTEGER NOT NULL,
        -- the minute he came on (0 for a starter) and the minutes he played (the rating rule's)
        on_minute INTEGER NOT NULL,
        minutes INTEGER NOT NULL,
        goals INTEGER NOT NULL,
        assists INTEGER NOT NULL,
        yellow INTEGER NOT NULL,
        red INTEGER NOT NULL,
        rating REAL NOT NULL,
        PRIMARY KEY (match_id, player_id)
      ) WITHOUT ROWID;
      CREATE INDEX fb_final_player_ratings_player ON fb_final_player_ratings(player_id, match_id);
    `,
  },
]
