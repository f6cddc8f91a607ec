import type { SocketCaps, SocketRefusal, SocketSlot } from './limitStore'

/**
 * The sockets this process holds, per address and in all: the whole count for one process, and
 * with Redis this process's share, written there again on every heartbeat (so a Redis that restarted
 * empty learns it back).
 */
export class HeldSockets {
  private readonly byAddress = new Map<string, number>()
  private all = 0

  get total(): number {
    return this.all
  }

  refusal(address: string, caps: SocketCaps): SocketRefusal | null {
    if ((this.byAddress.get(address) ?? 0) >= caps.perAddress) return 'address'
    if (this.all >= caps.total) return 'total'
    return null
  }

  /** counts one socket of `address`; the slot uncounts it once */
  add(address: string): SocketSlot {
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1)
    this.all++
    let held = true
    return {
      release: () => {
        if (!held) return
        held = false
        this.remove(address)
      },
    }
  }

  /** address → count, for writing this process's share to Redis */
  entries(): IterableIterator<[string, number]> {
    return this.byAddress.entries()
  }

  private remove(address: string): void {
    const left = (this.byAddress.get(address) ?? 1) - 1
    if (left > 0) this.byAddress.set(address, left)
    else this.byAddress.delete(address)
    this.all--
  }
}
