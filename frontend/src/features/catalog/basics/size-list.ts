/** Sizes typed on the size-group form (pure): one per line or separated by commas, in order, blanks dropped. */
export function parseSizes(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Colours typed on the product form: comma separated, duplicates (any case) dropped. */
export function parseColors(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of text.split(/[,;\n]+/).map((s) => s.trim()).filter(Boolean)) {
    if (seen.has(c.toLowerCase())) continue;
    seen.add(c.toLowerCase());
    out.push(c);
  }
  return out;
}

/** Moves an item of a list up (-1) or down (+1); the list is unchanged at an edge. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}
