import type { Migration } from '../../db/migration'

/**
 * Community (types/api/community.ts): posts, comments, likes, collections. After the game list, since
 * posts may tag matches and leagues. Counts are never stored: they are COUNT(*) over these rows.
 */
export const communityMigrations: Migration[] = [
  {
    name: 'forum_001_posts_comments_likes_collections',
    sql: `
      CREATE TABLE forum_posts (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        -- plain text as typed (sensitive words masked); never HTML
        content TEXT NOT NULL,
        -- JSON array of the author's own upload paths (/uploads/...)
        images TEXT NOT NULL DEFAULT '[]',
        match_id INTEGER REFERENCES fb_matches(id),
        league_id INTEGER REFERENCES fb_leagues(id),
        place_name TEXT,
        place_address TEXT,
        latitude REAL,
        longitude REAL,
        created_at INTEGER NOT NULL,
        edited_at INTEGER,
        -- set when the author deletes it: the thread stays readable as 该帖已删除
        deleted_at INTEGER
      );
      CREATE INDEX forum_posts_created ON forum_posts(created_at);
      CREATE INDEX forum_posts_user ON forum_posts(user_id, created_at);
      CREATE INDEX forum_posts_match ON forum_posts(match_id, created_at);
      CREATE INDEX forum_posts_league ON forum_posts(league_id, created_at);

      CREATE TABLE forum_comments (
        id INTEGER PRIMARY KEY,
        forum_id INTEGER NOT NULL REFERENCES forum_posts(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        content TEXT NOT NULL,
        reply_id INTEGER REFERENCES forum_comments(id),
        created_at INTEGER NOT NULL,
        edited_at INTEGER,
        deleted_at INTEGER
      );
      CREATE INDEX forum_comments_post ON forum_comments(forum_id, created_at);
      CREATE INDEX forum_comments_user ON forum_comments(user_id, created_at);

      -- both key columns NOT NULL: SQLite treats NULLs as distinct in a unique key, so a NULL would let duplicates in
      CREATE TABLE forum_likes (
        forum_id INTEGER NOT NULL REFERENCES forum_posts(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (forum_id, user_id)
      ) WITHOUT ROWID;
      CREATE INDEX forum_likes_user ON forum_likes(user_id, created_at);

      CREATE TABLE forum_collections (
        forum_id INTEGER NOT NULL REFERENCES forum_posts(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (forum_id, user_id)
      ) WITHOUT ROWID;
      CREATE INDEX forum_collections_user ON forum_collections(user_id, created_at);
    `,
  },
  {
    // 资讯 (docs/product/news.md): 战报 and 前瞻 written by the stand-in as posts of its official account;
    // news_key ('report:<match>', 'preview:<match>') makes each written once
    name: 'community_search_001_news_posts',
    sql: `
      ALTER TABLE forum_posts ADD COLUMN kind TEXT NOT NULL DEFAULT 'post';
      ALTER TABLE forum_posts ADD COLUMN news_key TEXT;
      CREATE UNIQUE INDEX forum_posts_news_key ON forum_posts(news_key);
      CREATE INDEX forum_posts_kind ON forum_posts(kind, created_at);
    `,
  },
  {
    // 转会 资讯 (docs/product/news.md) are tagged with both clubs: a team's home lists them
    name: 'community_transfers_001_post_teams',
    sql: `
      CREATE TABLE forum_post_teams (
        team_id INTEGER NOT NULL,
        post_id INTEGER NOT NULL REFERENCES forum_posts(id),
        PRIMARY KEY (team_id, post_id)
      ) WITHOUT ROWID;
    `,
  },
]
