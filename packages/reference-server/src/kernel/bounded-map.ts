// A Map that holds at most `capacity` entries: adding one more forgets the oldest (insertion order, or
// the last `touch`). For what the server keeps in memory per visitor (the crawler guard's counters and
// captchas), so that a crowd of addresses costs a bounded amount of memory, never the database.

export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly capacity: number) {
    super();
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`容量必须是正整数: ${capacity}`);
  }

  override set(key: K, value: V): this {
    if (!this.has(key)) {
      // Map iterates in insertion order: the first key is the oldest.
      while (this.size >= this.capacity) {
        const oldest = this.keys().next();
        if (oldest.done) break;
        this.delete(oldest.value);
      }
    }
    return super.set(key, value);
  }

  /** Marks an entry as the newest, so that it is forgotten last. */
  touch(key: K): void {
    if (!this.has(key)) return;
    const value = this.get(key) as V;
    this.delete(key);
    super.set(key, value);
  }
}
