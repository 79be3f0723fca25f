/**
 * A small seeded generator (mulberry32). `Math.random` cannot be replayed, and a fuzz finding is
 * only worth something if the exact message can be produced again from its seed and index.
 */
export interface Random {
  /** Uniform in [0, 1). */
  float(): number
  /** Uniform integer in [0, maxExclusive). */
  int(maxExclusive: number): number
  /** Uniform integer in [min, max]. */
  between(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const float = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (maxExclusive: number) => Math.floor(float() * maxExclusive)
  return {
    float,
    int,
    between: (min, max) => min + int(max - min + 1),
    chance: (probability) => float() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(items.length)] as T
    },
  }
}

/**
 * The seed of message `index` in the stream `seed`: every message has its own generator, so any
 * one of them can be rebuilt alone (in Node, from a failing browser run) without replaying the rest.
 */
export function messageSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}
