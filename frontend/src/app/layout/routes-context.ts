import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { createContext, useContext } from 'react';
import { pathOfRoute } from '../permission';
import type { RouteNode } from '../route-tree';

/** The generated (allowed) routes of the session, for widgets that link to named routes. */
export const RoutesContext = createContext<readonly RouteNode[]>([]);

export const useAllowedRoutes = () => useContext(RoutesContext);

/** Absolute path of an allowed named route, or null when this session cannot open it. */
export function useRoutePath(name: RouteName): string | null {
  return pathOfRoute(useContext(RoutesContext), name);
}
