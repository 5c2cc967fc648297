/**
 * Events are durable contracts: a type never changes in place. When its payload has to evolve, the
 * new shape gets the next schema version and an upcaster lifts the old payloads as they are read,
 * one version at a time. Deciders and projectors only ever see the newest shape.
 */
export type Upcaster = (data: any) => any;

export interface UpcasterDefinition {
  type: string;
  /** The version this function lifts FROM (to fromVersion + 1). */
  fromVersion: number;
  up: Upcaster;
}

export class UpcasterRegistry {
  private readonly byType = new Map<string, Map<number, Upcaster>>();
  private readonly current = new Map<string, number>();

  constructor(defs: UpcasterDefinition[] = []) {
    for (const d of defs) this.register(d);
  }

  register(d: UpcasterDefinition) {
    let m = this.byType.get(d.type);
    if (!m) this.byType.set(d.type, (m = new Map()));
    if (m.has(d.fromVersion)) throw new Error(`two upcasters for ${d.type} v${d.fromVersion}`);
    m.set(d.fromVersion, d.up);
    this.current.set(d.type, Math.max(this.current.get(d.type) ?? 1, d.fromVersion + 1));
  }

  /** The schema version new events of this type are written in. */
  currentVersion(type: string): number {
    return this.current.get(type) ?? 1;
  }

  upcast(type: string, version: number, data: any): { data: any; version: number } {
    const m = this.byType.get(type);
    if (!m) return { data, version };
    let v = version;
    let d = data;
    while (m.has(v)) {
      d = m.get(v)!(d);
      v++;
    }
    return { data: d, version: v };
  }
}
