import { makeAutoObservable } from 'mobx'
import { watchNetwork } from '@/platform/networkStatus'

/** what the page says when it cannot reach the server (one state per page, PageShell's OfflineState) */
export const OFFLINE_TEXT = '网络不可用，请检查网络后重试'

/**
 * Whether the app can reach the server, for the one offline state a page shows instead of a
 * generic error in each of its views. Two sources: the platform's network status
 * (src/platform/networkStatus) and the views whose load failed for want of a network (an ApiError
 * of kind `network`), which register their retry here while they wait. 重试, or the network coming
 * back, runs every waiting retry.
 */
export class NetworkStatus {
  /** the platform says there is no network */
  deviceOffline = false
  /** views waiting on the network, each with its retry */
  private readonly waiting = new Map<number, () => void>()
  waitingCount = 0
  private nextId = 1

  constructor() {
    makeAutoObservable<NetworkStatus, 'waiting' | 'nextId'>(this, { waiting: false, nextId: false })
  }

  /** the page should show the offline state */
  get unreachable(): boolean {
    return this.deviceOffline || this.waitingCount > 0
  }

  setDeviceOnline(online: boolean): void {
    const cameBack = online && this.deviceOffline
    this.deviceOffline = !online
    if (cameBack) this.retryAll()
  }

  /** a view failed for want of a network: its retry waits here; returns the release (the view recovered or went) */
  wait(retry: () => void): () => void {
    const id = this.nextId++
    this.waiting.set(id, retry)
    this.waitingCount = this.waiting.size
    return () => {
      if (!this.waiting.delete(id)) return
      this.setCount()
    }
  }

  /** 重试: every waiting view loads again */
  retryAll(): void {
    const retries = [...this.waiting.values()]
    for (const retry of retries) retry()
  }

  private setCount(): void {
    this.waitingCount = this.waiting.size
  }
}

export const network = new NetworkStatus()
watchNetwork((online) => network.setDeviceOnline(online))

