import { byShelf, isFullyPicked, pickProgress, pickRoom, planScan, type ScanPlan } from '@tradedesk/contracts/sales/picking';
import type { SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import type { PickingLine } from '@tradedesk/contracts/sales/sale-print';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { LoadError } from '../../../components/ui/LoadError';
import { type SaleDistView, saleCommands, saleWritten, useSaleDist } from '../api/sale-orders';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { saleErrorText } from '../sale-errors';
import { useUnitLabel } from '../use-sale-context';
import { useMoney } from '../../../lib/money';

/** A line of the picking list (contracts' PickingLine) without its unit's label: the screen labels units itself. */
type Line = Omit<PickingLine, 'unitLabel'>;

/** The order's lines in shelf order (shelf code, then product code; lines without a shelf last), as the server sorts the picking list. */
function shelfOrder(order: SaleOrderView, zones: SaleDistView['zones']): Line[] {
  const codes = new Map(zones.map((z) => [z.id, z.code]));
  return order.lines
    .map((l) => ({
      lineId: l.lineId, productId: l.productId, code: l.code, name: l.name, unit: l.unit, quantity: l.quantity, baseQuantity: l.baseQuantity, picked: l.picked,
      zoneId: l.zoneId, zoneCode: l.zoneId ? (codes.get(l.zoneId) ?? null) : null,
    }))
    .sort(byShelf);
}

type Note = { tone: 'ok' | 'error' | 'info'; text: string };

/**
 * Picking one distribution order, keyboard first (SalePicking, SaleDistributionOrder). The scan
 * field keeps the focus: a product barcode adds the base units of its unit to the first line of
 * that product in shelf order ("3*barcode" three at once), a shelf barcode chooses the shelf the
 * next picks come from; each scan is recorded at once (POST sale/order/dists/pick) in the order
 * they were scanned. Lines can be given a shelf, picked whole or unpicked; "stock out" sends the
 * goods (PUT sale/order/dist/stockout) and explains a refusal.
 */
export function PickingPanel({ id, onStockedOut, autoFocus = true }: { id: string; onStockedOut?: (order: SaleOrderView) => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { quantity: qtyText } = useMoney();
  const qc = useQueryClient();
  const dist = useSaleDist(id);
  const unitLabel = useUnitLabel();
  const [answered, setAnswered] = useState<SaleOrderView | null>(null);
  const [scan, setScan] = useState('');
  const [shelf, setShelf] = useState<string | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [confirmOut, setConfirmOut] = useState(false);
  const [busy, setBusy] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef<SaleOrderView | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const scanId = useId();

  // The newest of what the server last answered to this screen and what a (live) refetch brought.
  const fetched = dist.data?.order ?? null;
  const order = answered && (!fetched || answered.version >= fetched.version) ? answered : fetched;
  latest.current = order;
  const zones = useMemo(() => dist.data?.zones ?? [], [dist.data]);
  const lines = useMemo(() => (order ? shelfOrder(order, zones) : []), [order, zones]);
  const progress = pickProgress(lines);
  const shelfCode = shelf ? (zones.find((z) => z.id === shelf)?.code ?? '') : '';

  useEffect(() => {
    setAnswered(null);
    setShelf(null);
    setNote(null);
  }, [id]);
  useEffect(() => {
    if (autoFocus && order) input.current?.focus();
  }, [autoFocus, order?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Commands run one after the other, each on the version the previous one answered. */
  const enqueue = (work: (o: SaleOrderView) => Promise<{ id: string; order: SaleOrderView } | null>) => {
    const next = queue.current.then(async () => {
      const o = latest.current;
      if (!o) return;
      try {
        const answer = await work(o);
        if (answer) {
          latest.current = answer.order;
          setAnswered(answer.order);
          await saleWritten(qc, answer);
        }
      } catch (e) {
        setNote({ tone: 'error', text: saleErrorText(t, e) });
        // What the screen assumed is dropped: the order is read again as the server has it.
        setAnswered(null);
        const fresh = await dist.refetch();
        latest.current = fresh.data?.order ?? null;
      }
    });
    queue.current = next;
    return next;
  };

  const describe = (plan: ScanPlan): Note => {
    switch (plan.kind) {
      case 'pick': {
        const line = lines.find((l) => l.lineId === plan.lineId)!;
        return { tone: 'ok', text: t('saleDist.scan.picked', { code: plan.code, added: plan.added, picked: plan.picked, ordered: line.baseQuantity }) };
      }
      case 'shelf':
        return { tone: 'info', text: t('saleDist.scan.shelf', { shelf: plan.code }) };
      case 'unknown':
        return { tone: 'error', text: t('saleDist.scan.unknown', { barcode: plan.barcode }) };
      case 'not-on-order':
        return { tone: 'error', text: t('saleDist.scan.notOnOrder', { barcode: plan.barcode }) };
      case 'too-many':
        return { tone: 'error', text: t('saleDist.scan.tooMany', { code: plan.code, added: plan.added, room: plan.room }) };
      case 'empty':
        return { tone: 'info', text: '' };
    }
  };

  const submitScan = () => {
    const text = scan;
    setScan('');
    if (!order || !dist.data) return;
    const plan = planScan(text, lines, dist.data.barcodes, zones, shelf);
    if (plan.kind === 'empty') return;
    setNote(describe(plan));
    if (plan.kind === 'shelf') setShelf(plan.zoneId);
    if (plan.kind === 'pick') {
      // The next scan is planned on what this one will have picked, before the server answers.
      const optimistic = { ...order, lines: order.lines.map((l) => (l.lineId === plan.lineId ? { ...l, picked: plan.picked, zoneId: plan.zoneId } : l)) };
      latest.current = optimistic;
      setAnswered(optimistic);
      void enqueue((o) => saleCommands.pick(o, [{ lineId: plan.lineId, quantity: plan.picked, zoneId: plan.zoneId }]));
    }
  };

  const act = async (work: (o: SaleOrderView) => Promise<{ id: string; order: SaleOrderView } | null>) => {
    setBusy(true);
    await enqueue(work);
    setBusy(false);
    input.current?.focus();
  };

  const stockOut = async () => {
    setConfirmOut(false);
    setBusy(true);
    let done: SaleOrderView | null = null;
    await enqueue(async (o) => {
      const answer = await saleCommands.stockout(o);
      done = answer.order;
      return answer;
    });
    setBusy(false);
    if (done) {
      setNote({ tone: 'ok', text: t('saleDist.stockedOut', { number: (done as SaleOrderView).number }) });
      onStockedOut?.(done);
    }
  };

  if (dist.isError) return <LoadError error={dist.error} />;
  if (!order || !dist.data) return <p role="status">…</p>;
  const pickable = order.status === 'committed' && order.header.deliveryMode === 'distribution' && order.distStatus !== 'done';

  return (
    <div className="picking">
      <dl className="facts picking-facts">
        <dt>{t('sale.col.number')}</dt>
        <dd data-testid="picking-number">{order.number}</dd>
        <dt>{t('sale.col.customer')}</dt>
        <dd>{order.header.customer ? `${order.header.customer.code} · ${order.header.customer.name}` : t('sale.walkIn')}</dd>
        <dt>{t('sale.col.warehouse')}</dt>
        <dd>{order.warehouse ? `${order.warehouse.code} · ${order.warehouse.name}` : ''}</dd>
        <dt>{t('sale.col.deliveryDate')}</dt>
        <dd>{displayDay(order.header.deliveryDate)}</dd>
        <dt>{t('sale.col.delivery')}</dt>
        <dd data-testid="picking-status">{t(`sale.distStatus.${order.distStatus}`)}</dd>
        <dt>{t('saleDist.progress')}</dt>
        <dd data-testid="picking-progress">{t('saleDist.progressOf', { picked: progress.picked, ordered: progress.ordered })}</dd>
      </dl>
      {!pickable && (
        <p className="form-error" role="status">
          {order.distStatus === 'done' ? t('saleDist.alreadyOut', { number: order.number }) : order.status !== 'committed' ? t('saleDist.notCommitted') : t('saleDist.notDistribution')}
        </p>
      )}
      {pickable && (
        <form
          className="picking-scan"
          onSubmit={(e) => {
            e.preventDefault();
            submitScan();
          }}
        >
          <div className="field">
            <label htmlFor={scanId}>{t('saleDist.scanLabel')}</label>
            <input id={scanId} ref={input} value={scan} autoComplete="off" onChange={(e) => setScan(e.target.value)} placeholder={t('saleDist.scanHint')} />
          </div>
          {shelf && (
            <p className="picking-shelf">
              {t('saleDist.currentShelf', { shelf: shelfCode })}{' '}
              <button type="button" className="btn btn-small" onClick={() => setShelf(null)}>
                {t('saleDist.clearShelf')}
              </button>
            </p>
          )}
        </form>
      )}
      {note && note.text && (
        <p className={`picking-note picking-note-${note.tone}`} role={note.tone === 'error' ? 'alert' : 'status'} data-testid="picking-note">
          {note.text}
        </p>
      )}
      <table className="table picking-lines">
        <thead>
          <tr>
            <PickingHeadCells />
            <th scope="col" className="num">{t('saleDist.left')}</th>
            <th scope="col">
              <span className="sr-only">{t('saleDist.lineActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const full = isFullyPicked(l);
            return (
              <tr key={l.lineId} className={full ? 'picking-done' : undefined} data-line={l.code}>
                <td>
                  <select
                    aria-label={t('saleDist.shelfOf', { code: l.code })}
                    value={l.zoneId ?? ''}
                    disabled={!pickable || busy}
                    onChange={(e) => void act((o) => saleCommands.shelf(o, [{ lineId: l.lineId, zoneId: e.target.value || null }]))}
                  >
                    <option value="">{t('saleDist.noShelf')}</option>
                    {zones.map((z) => (
                      <option key={z.id} value={z.id}>
                        {z.code} · {z.name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{l.code}</td>
                <td>{l.name}</td>
                <td>{unitLabel(l.unit)}</td>
                <td className="num">{qtyText(l.quantity)}</td>
                <td className="num">{qtyText(l.baseQuantity)}</td>
                <td className="num" data-testid={`picked-${l.code}`}>
                  {l.picked}
                </td>
                <td className="num">{pickRoom(l)}</td>
                <td className="nowrap">
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={!pickable || busy || full}
                    aria-label={t('saleDist.pickAllOf', { code: l.code })}
                    onClick={() => void act((o) => saleCommands.pick(o, [{ lineId: l.lineId, quantity: l.baseQuantity, zoneId: shelf ?? l.zoneId }]))}
                  >
                    {t('saleDist.pickAll')}
                  </button>{' '}
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={!pickable || busy || l.picked === '0'}
                    aria-label={t('saleDist.unpickOf', { code: l.code })}
                    onClick={() => void act((o) => saleCommands.unpick(o, [l.lineId]))}
                  >
                    {t('saleDist.unpick')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {pickable && (
        <div className="actions picking-actions">
          <button
            type="button"
            className="btn"
            disabled={busy || progress.complete}
            onClick={() => void act((o) => saleCommands.pick(o, lines.filter((l) => !isFullyPicked(l)).map((l) => ({ lineId: l.lineId, quantity: l.baseQuantity, zoneId: l.zoneId }))))}
          >
            {t('saleDist.pickEverything')}
          </button>
          <button type="button" className="btn" disabled={busy || !progress.started} onClick={() => void act((o) => saleCommands.unpick(o, lines.filter((l) => l.picked !== '0').map((l) => l.lineId)))}>
            {t('saleDist.unpickAll')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => setConfirmOut(true)}>
            {t('saleDist.stockOut')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirmOut}
        title={t('saleDist.stockOutTitle', { number: order.number })}
        message={progress.complete ? t('saleDist.stockOutPicked') : progress.started ? t('saleDist.stockOutPartly') : t('saleDist.stockOutUnpicked')}
        confirmLabel={t('saleDist.stockOut')}
        busy={busy}
        onClose={() => setConfirmOut(false)}
        onConfirm={() => void stockOut()}
      />
    </div>
  );
}

/** The first columns of the picking list, the same on screen and on paper: shelf, product, unit, ordered and picked. */
export function PickingHeadCells() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col">{t('sale.col.shelf')}</th>
      <th scope="col">{t('sale.col.code')}</th>
      <th scope="col">{t('sale.col.product')}</th>
      <th scope="col">{t('sale.col.unit')}</th>
      <th scope="col" className="num">{t('sale.col.quantity')}</th>
      <th scope="col" className="num">{t('sale.col.baseQuantity')}</th>
      <th scope="col" className="num">{t('sale.col.picked')}</th>
    </>
  );
}
