import type { Db } from '../../db'
import { provideExpertProfileCheck, registerMemberCounter } from '../account'
import type { Feature } from '../feature'
import { expertsMigrations } from './migrations'
import { expertsPostgresMigrations } from './migrations.postgres'
import { followerCount, followingCount, hasExpertRow } from './repository/experts'
import { registerExpertRoutes } from './routes'
import { ensureAnalyses, ensurePredictions } from './seed'
import { settleDue } from './services/settlement'

/** a fresh database: the seeded experts and their predictions, then what has already finished is settled */
async function seedExperts(db: Db, now: number): Promise<void> {
  const started = Date.now()
  const { experts, predictions } = await ensurePredictions(db)
  await settleDue(db, now)
  console.log(`[stand-in] seeded ${experts} experts and ${predictions} predictions in ${Date.now() - started} ms`)
}

/** a running database: predictions of new fixtures (and experts on a database made before them), late analyses, settlement */
async function topUpExperts(db: Db, now: number): Promise<void> {
  const { experts, predictions } = await ensurePredictions(db)
  if (experts || predictions) console.log(`[stand-in] added ${experts} experts and ${predictions} predictions`)
  const analyses = await ensureAnalyses(db)
  if (analyses) console.log(`[stand-in] wrote ${analyses} analyses of seeded predictions`)
  await settleDue(db, now)
}

/** experts, their predictions and records, publishing, applications, the arena */
export const expertsFeature: Feature = {
  name: 'experts',
  migrations: expertsMigrations,
  postgresMigrations: expertsPostgresMigrations,
  routes: registerExpertRoutes,
  connect() {
    // 我的: 关注 = experts the user follows, 粉丝 = users following the user as an expert
    registerMemberCounter('follow_count', followingCount)
    registerMemberCounter('fans_count', followerCount)
    // 我的's expert_id: a user is an expert here only with a profile in experts' own table
    provideExpertProfileCheck(hasExpertRow)
  },
  seed: (db, clock) => seedExperts(db, clock.now()),
  topUp: (db, clock) => topUpExperts(db, clock.now()),
}

// ---- ports for the features above (money plugs in from its connect()) ----
export { onPredictionsSettled, registerPredictionLock, type SettledPrediction } from './ports'

// ---- what others call ----
/** settles what is due (money's VIP picks read settled results) */
export { settleDue } from './services/settlement'
/** experts' name, avatar, title and record by id (money's VIP picks) */
export { expertSummaries } from './services/experts'
/** the share cards of predictions and experts (home serves them) */
export { expertShareCard, type ExpertCardKind } from './services/shareCards'
/** who may see a paid pick */
export { canSeePaidPick } from './services/predictionAccess'
/** finding experts (home's search reads the list most followed first and matches the names itself) */
export { listExperts, searchExperts } from './services/expertDirectory'
/** the operator's /admin/experts endpoints (app.ts) */
export { registerExpertOperatorRoutes } from './routes/operator'
/** the seeder's entry points (also run by seed/topUp above) */
export { ensureAnalyses, ensurePredictions } from './seed'
/** predictions as money reads them: by ids, and the day's VIP pick candidates */
export { pendingSinglesOnMatches, predictionsByIds, type PredictionBrief } from './repository/predictions'
/** sales of predictions, recorded by money in experts' prediction_purchases */
export {
  markPredictionPurchaseRefunded, predictionPurchaseByOrder, predictionPurchaseOf, predictionPurchasesOfUser, predictionSalesOfExpert,
  recordPredictionPurchase, type PredictionPurchase,
} from './repository/purchases'
