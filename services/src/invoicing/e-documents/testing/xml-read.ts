/**
 * Reading values back out of a generated document in tests: the text of every element with a
 * local name (any prefix), in document order. Enough for the flat values the assertions check.
 */
export function texts(xml: string, localName: string): string[] {
  const re = new RegExp(`<(?:[\\w-]+:)?${localName}(?:\\s[^>]*)?>([^<]*)</(?:[\\w-]+:)?${localName}>`, 'g');
  return [...xml.matchAll(re)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
}

/** The one text of `localName`; fails the test when it is missing or repeated. */
export function text(xml: string, localName: string): string {
  const all = texts(xml, localName);
  if (all.length !== 1) throw new Error(`expected one <${localName}>, found ${all.length}`);
  return all[0]!;
}

/** The inner XML of every element `localName` (for blocks such as one tax subtotal). */
export function blocks(xml: string, localName: string): string[] {
  const re = new RegExp(`<(?:[\\w-]+:)?${localName}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${localName}>`, 'g');
  return [...xml.matchAll(re)].map((m) => m[1]!);
}
