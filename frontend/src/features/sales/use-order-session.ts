import { useQueryClient } from '@tanstack/react-query';
import type { SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import { useCallback, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api';
import { getSaleOrder, type SaleOrderAnswer, saleWritten } from './api/sale-orders';

export type OrderStep = (order: SaleOrderView | null) => Promise<SaleOrderAnswer | null>;

/**
 * The order on an entry screen. Changes run one after the other, each on the version the
 * previous one answered (a scanner fires scans faster than the server answers: none is lost,
 * none is applied on a stale version). A 409 means someone else changed the order: it is
 * reloaded and the screen says so. Every answer replaces the order shown.
 */
export function useOrderSession(initial: SaleOrderView | null = null) {
  const qc = useQueryClient();
  const [order, setOrderState] = useState<SaleOrderView | null>(initial);
  const current = useRef<SaleOrderView | null>(initial);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<{ error: unknown; conflict: boolean } | null>(null);

  const setOrder = useCallback((o: SaleOrderView | null) => {
    current.current = o;
    setOrderState(o);
  }, []);

  const run = useCallback(
    (step: OrderStep): Promise<SaleOrderAnswer | null> => {
      setPending((n) => n + 1);
      const next = chain.current.then(async () => {
        try {
          const answer = await step(current.current);
          if (answer) {
            setOrder(answer.order);
            void saleWritten(qc, answer);
          }
          setError(null);
          return answer;
        } catch (e) {
          // A stale version (not a rule refusing the change, such as negative stock): show the order as it now is.
          const conflict = e instanceof ApiRequestError && e.error?.reason === 'version_conflict';
          if (conflict && current.current) setOrder(await getSaleOrder(current.current.id).catch(() => current.current));
          setError({ error: e, conflict });
          return null;
        } finally {
          setPending((n) => n - 1);
        }
      });
      chain.current = next.catch(() => undefined);
      return next;
    },
    [qc, setOrder],
  );

  /** Shows an order loaded in the background (a resumed draft) unless the screen already has one. */
  const adopt = useCallback(
    (o: SaleOrderView) => {
      if (!current.current) setOrder(o);
    },
    [setOrder],
  );

  return { order, setOrder, adopt, run, busy: pending > 0, error, clearError: () => setError(null) };
}
