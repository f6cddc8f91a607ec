import { performance } from 'node:perf_hooks'
import { AddressBudget } from '../../http/addressBudget'
import { HeldSockets } from './heldSockets'
import type { LimitStore, SocketCaps, SocketRefusal, SocketSlot, WindowLimit } from './limitStore'

/**
 * The limits of one process, in its memory (the default: no REDIS_URL). Exact and immediate.
 * Windows run on the process's monotonic time: these are budgets of CPU and sockets, not of the
 * simulated football clock that tests freeze and move.
 */
export class MemoryLimitStore implements LimitStore {
  readonly shared = false
  private readonly windows = new Map<string, AddressBudget>()
  private readonly sockets = new HeldSockets()

  takeNow(limit: WindowLimit, key: string): boolean {
    const id = `${limit.name}/${limit.max}/${limit.windowMs}`
    let budget = this.windows.get(id)
    if (!budget) {
      budget = new AddressBudget(limit.max, limit.windowMs)
      this.windows.set(id, budget)
    }
    return budget.take(key, performance.now())
  }

  async take(limit: WindowLimit, key: string): Promise<boolean> {
    return this.takeNow(limit, key)
  }

  async socketRefusal(address: string, caps: SocketCaps): Promise<SocketRefusal | null> {
    return this.sockets.refusal(address, caps)
  }

  async holdSocket(address: string, caps: SocketCaps): Promise<SocketSlot | SocketRefusal> {
    return this.sockets.refusal(address, caps) ?? this.sockets.add(address)
  }

  async close(): Promise<void> {
    // nothing outside the process
  }
}
