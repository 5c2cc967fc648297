import { badgeText } from '../../lib/format';

/** Count badge capped at 99 ('99+'); renders nothing for 0. */
export function Badge({ count }: { count: number | null | undefined }) {
  const text = badgeText(count);
  if (!text) return null;
  return <span className="badge">{text}</span>;
}
