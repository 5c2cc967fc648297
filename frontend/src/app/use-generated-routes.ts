import { useMemo } from 'react';
import { useSession } from '../stores/session';
import { generateRoutes } from './permission';
import type { RouteNode } from './route-tree';

/** The layout routes this session may open (null until the profile is loaded). */
export function useGeneratedRoutes(): RouteNode[] | null {
  const phase = useSession((s) => s.phase);
  const profile = useSession((s) => s.profile);
  const settings = useSession((s) => s.settings);
  const invoiceIdentity = useSession((s) => s.invoiceIdentity);
  return useMemo(
    () => (phase === 'ready' && profile ? generateRoutes({ profile, settings, invoiceIdentity }) : null),
    [phase, profile, settings, invoiceIdentity],
  );
}
