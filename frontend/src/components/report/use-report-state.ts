import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCompanyOffset } from '../../lib/company-time';
import type { DateRange } from '../filters/date-range';
import { pageOffset, type PagerState } from '../list/list-state';
import { type ReportDefaults, type ReportFilters, type ReportState, readReportState, reportSearch } from './report-url';

/** Address parameters a screen keeps beside its report state (the queued report shown: ReportJobPanel). */
export const KEPT_PARAMS = ['job'] as const;

function withKept(search: string, current: string): string {
  const from = new URLSearchParams(current);
  const params = new URLSearchParams(search);
  for (const key of KEPT_PARAMS) {
    const value = from.get(key);
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A report's filters, period and page, kept in the address (report-url.ts): every change replaces
 * the address (no history entry per keystroke), a filter or period change goes back to page 1,
 * and a reload or a shared link opens the same report. The page size stays in the page.
 *
 * The router re-renders after an address change in a transition, so a second change can come
 * before the page has drawn the first (a fast user: grouping, then supplier): each change builds
 * on the last one written, not on what the page last drew, so none is lost.
 */
export function useReportState<F extends ReportFilters>(defaults: ReportDefaults<F>, pageSize = 100) {
  const location = useLocation();
  const navigate = useNavigate();
  const offset = useCompanyOffset();
  const key = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => defaults, [key]);
  const state = useMemo(() => readReportState(location.search, stable, Date.now(), offset), [location.search, stable, offset]);
  const [limit, setLimit] = useState(pageSize);
  /** The state last written or drawn, whichever is newer. */
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);

  const write = useCallback(
    (next: ReportState<F>) => {
      latest.current = next;
      navigate({ pathname: location.pathname, search: withKept(reportSearch(next, stable), location.search) }, { replace: true });
    },
    [navigate, location.pathname, location.search, stable],
  );
  const setPeriod = (period: DateRange) => write({ ...latest.current, period, page: 1 });
  const set = (patch: Partial<F>) => write({ ...latest.current, filters: { ...latest.current.filters, ...patch }, page: 1 });
  /** `value` and `onChange` of the input that edits one filter. */
  const bind = <K extends keyof F & string>(name: K) => ({ value: state.filters[name], onChange: (value: string) => set({ [name]: value } as Partial<F>) });
  const pager = (total: number | undefined): PagerState => ({
    page: state.page,
    limit,
    total: total ?? 0,
    onPage: (page) => write({ ...latest.current, page }),
    onLimit: (n) => {
      setLimit(n);
      write({ ...latest.current, page: 1 });
    },
  });

  return { period: state.period, setPeriod, filters: state.filters, set, bind, page: state.page, limit, offset: pageOffset(state.page, limit), pager };
}
