import { makeAutoObservable } from 'mobx'
import { readStored, removeStored, writeStored } from '@/platform/storage'
import { routeUrl, type RouteName, type RouteParam } from '@/navigation/routes'

/**
 * The action a user started when a flow interrupted it (issue 26 item 3): a logged-out tap on
 * 关注 / 购买 / 聊天 / 发帖 goes to the login (and its relaunch to 我的), a purchase with too
 * few coins goes to the top-up (and maybe the real-name verification). What they were doing is kept
 * here, in storage (the relaunch, and on H5 the cashier's full page load, drop everything else), so
 * 我的 offers a one-tap way back and the page they came from completes it (follow) or offers it
 * again (the purchase's confirm opens again; never paid by itself).
 */
export type PendingKind = 'follow' | 'buy' | 'chat' | 'post'

export interface PendingAction {
  kind: PendingKind
  /** the page the action belongs to, and its parameters (the item's id) */
  route: RouteName
  params: Record<string, string | number>
  /** what 我的 says: 继续：关注 曼联 vs 切尔西 */
  label: string
  /** what the page needs to redo it (a draft text…) */
  payload?: Record<string, string | number>
  /** ms */
  createdAt: number
}

export type PendingInput = Omit<PendingAction, 'createdAt'>

export const PENDING_ACTION_KEY = 'pendingAction'
/** an action older than this is forgotten: the user has moved on */
export const PENDING_ACTION_TTL_MS = 10 * 60_000
/** the parameter a resumed page is opened with: `resume=<kind>` */
export const RESUME_PARAM = 'resume'

const KIND_TEXT: Record<PendingKind, string> = { follow: '关注', buy: '购买', chat: '聊天', post: '发帖' }

function isPendingAction(v: unknown): v is PendingAction {
  if (!v || typeof v !== 'object') return false
  const a = v as Partial<PendingAction>
  return typeof a.kind === 'string' && a.kind in KIND_TEXT && typeof a.route === 'string' && typeof a.createdAt === 'number' && !!a.params && typeof a.params === 'object'
}

export class PendingActionStore {
  action: PendingAction | null = null
  /** the clock, injectable for tests */
  private readonly now: () => number

  constructor(now: () => number = Date.now) {
    this.now = now
    makeAutoObservable<PendingActionStore, 'now'>(this, { now: false })
    this.reload()
  }

  /** reads storage again (another page, or an earlier launch, may have written it) */
  reload(): void {
    const stored = readStored(PENDING_ACTION_KEY)
    this.action = isPendingAction(stored) ? stored : null
  }

  /** the action still worth offering, null when none or expired */
  get current(): PendingAction | null {
    const a = this.action
    if (!a) return null
    return this.now() - a.createdAt <= PENDING_ACTION_TTL_MS ? a : null
  }

  /** 继续：关注 XX */
  get bannerText(): string | null {
    const a = this.current
    return a ? `继续：${KIND_TEXT[a.kind]} ${a.label}`.trim() : null
  }

  /** the page to open to resume it, with `resume=<kind>` */
  get resumeUrl(): string | null {
    const a = this.current
    return a ? routeUrl(a.route, { ...a.params, [RESUME_PARAM]: a.kind }) : null
  }

  remember(input: PendingInput): void {
    const action: PendingAction = { ...input, createdAt: this.now() }
    this.action = action
    writeStored(PENDING_ACTION_KEY, action)
  }

  /**
   * The pending action of this kind on this page (same route and id), handed over once: the page
   * redoes it and it is forgotten. Null when there is none for this page.
   */
  take(kind: PendingKind, route: RouteName, params: Record<string, RouteParam>): PendingAction | null {
    this.reload()
    const a = this.current
    if (!a || a.kind !== kind || a.route !== route) return null
    const same = Object.entries(a.params).every(([k, v]) => String(params[k] ?? '') === String(v))
    if (!same) return null
    this.clear()
    return a
  }

  /** the pending action of this kind (any page), without forgetting it */
  peek(kind: PendingKind): PendingAction | null {
    this.reload()
    const a = this.current
    return a && a.kind === kind ? a : null
  }

  clear(): void {
    this.action = null
    removeStored(PENDING_ACTION_KEY)
  }
}

/** the one instance (the login guard writes it; RootStore hands it to the pages) */
export const pendingActions = new PendingActionStore()
