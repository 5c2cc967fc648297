import type { IconName } from './icon-names';


/** Line icons (24 x 24, stroke = currentColor). Decorative: aria-hidden. */
const PATHS: Record<IconName | 'menu' | 'globe' | 'bell' | 'chat' | 'bug' | 'expand' | 'close' | 'logout' | 'clock' | 'truck', string> = {
  dashboard: 'M3 3h8v10H3zM13 3h8v6h-8zM13 11h8v10h-8zM3 15h8v6H3z',
  boss: 'M12 3l3 6 6 .9-4.5 4.3 1 6.3L12 17.5 6.5 20.5l1-6.3L3 9.9 9 9z',
  chain: 'M3 10l2-6h14l2 6M4 10v10h16V10M9 20v-6h6v6M3 10h18',
  product: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10',
  purchase: 'M3 4h2l2.5 11h11L21 7H7M9 20a1 1 0 100-2 1 1 0 000 2zM18 20a1 1 0 100-2 1 1 0 000 2z',
  customer: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  sale: 'M4 4h16v4H4zM6 8v12h12V8M9 12h6M9 16h6',
  finance: 'M12 3v18M16 7c-1-1.5-2.5-2-4-2-2.5 0-4 1.2-4 3s1.5 2.6 4 3 4 1.3 4 3-1.5 3-4 3c-1.7 0-3.2-.6-4-2',
  invoice: 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h6M9 15h6M9 7h3',
  report: 'M4 20V10M10 20V4M16 20v-8M22 20H2',
  mall: 'M4 8h16l-1 12H5zM8 8a4 4 0 018 0',
  distribution: 'M12 3v6M12 9l-6 5M12 9l6 5M4 14h4v4H4zM16 14h4v4h-4zM10 3h4',
  setting: 'M12 15a3 3 0 100-6 3 3 0 000 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  user: 'M12 11a4 4 0 100-8 4 4 0 000 8zM5 21c0-4 3-6 7-6s7 2 7 6',
  pos: 'M5 3h14v8H5zM3 11h18v10H3zM7 15h2M11 15h2M15 15h2M7 18h10',
  tutorial: 'M4 5h7a2 2 0 012 2v13a2 2 0 00-2-2H4zM20 5h-7a2 2 0 00-2 2v13a2 2 0 012-2h7z',
  alarm: 'M12 21a8 8 0 100-16 8 8 0 000 16zM12 9v4l3 2M3 5l3-2M21 5l-3-2',
  chart: 'M3 3v18h18M7 15l4-4 3 3 5-6',
  stock: 'M3 9l9-5 9 5v11H3zM7 20v-7h10v7M7 16h10',
  print: 'M7 8V3h10v5M7 17H4v-8h16v8h-3M7 14h10v7H7z',
  import: 'M12 3v12M7 10l5 5 5-5M4 17v4h16v-4',
  ship: 'M3 17l2 4h14l2-4zM5 17V9h14v8M12 9V3M8 6h8',
  coupon: 'M3 7h18v3a2 2 0 000 4v3H3v-3a2 2 0 000-4zM10 7v10',
  category: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  supplier: 'M2 7h11v10H2zM13 10h5l4 4v3h-9zM6 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  bell: 'M6 17V11a6 6 0 0112 0v6l2 2H4zM10 21h4',
  chat: 'M4 5h16v11H9l-5 4z',
  bug: 'M8 8a4 4 0 018 0v8a4 4 0 01-8 0zM4 12h4M16 12h4M5 7l3 2M19 7l-3 2M5 18l3-2M19 18l-3-2',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  close: 'M6 6l12 12M18 6L6 18',
  logout: 'M10 4H4v16h6M15 8l4 4-4 4M19 12H9',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  truck: 'M2 6h12v10H2zM14 9h4l4 4v3h-8zM6 19a2 2 0 100-4 2 2 0 000 4zM18 19a2 2 0 100-4 2 2 0 000 4z',
};

export type AnyIconName = keyof typeof PATHS;

export function Icon({ name, size = 16, className }: { name: AnyIconName | undefined; size?: number; className?: string }) {
  const d = name ? PATHS[name] : PATHS.category;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
