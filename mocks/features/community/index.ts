import type { Feature } from '../feature'
import { registerMemberCounter } from '../account'
import { provideMatchNews } from '../match'
import { newsOfMatches } from './services/matchNews'
import { communityMigrations } from './migrations'
import { communityPostgresMigrations } from './migrations.postgres'
import { livePostCountOf } from './repository/posts'
import { registerCommunityRoutes } from './routes'
import { ensureForum } from './seed'
import { writeMatchNews } from './services/news/writeNews'
import { writeTransferNews } from './services/news/writeTransferNews'

/** the community board: posts, comments, likes, collections, tags */
export const communityFeature: Feature = {
  name: 'community',
  migrations: communityMigrations,
  postgresMigrations: communityPostgresMigrations,
  routes: registerCommunityRoutes,
  connect() {
    // the member info's post count: the user's posts not deleted
    registerMemberCounter('post_count', livePostCountOf)
    // the team home's 最新资讯 and the followed teams' 战报 (docs/product/news.md)
    provideMatchNews(newsOfMatches)
  },
  async seed(db, clock) {
    await ensureForum(db, clock.now())
    await writeMatchNews(db, clock.now())
    await writeTransferNews(db, clock.now())
  },
  // also seeds the board of a database seeded before it existed; 资讯 of what finished or comes next, and of the moves due
  async topUp(db, clock) {
    await ensureForum(db, clock.now())
    await writeMatchNews(db, clock.now())
    await writeTransferNews(db, clock.now())
  },
}

export { ensureForum } from './seed'

/** the share card of a post (home serves it) */
export { postShareCard } from './services/shareCard'
