import type { SaleOrderKind, SaleOrderListRow, SaleOrderStatus, SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormRefusal } from '../../../components/form/useFormSave';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { toast } from '../../../stores/toast';
import { getSaleOrder, saleCommands, saleWritten } from '../api/sale-orders';
import { saleErrorText } from '../sale-errors';
import { useSaleLinks } from '../use-sale-context';
import { SalePayDialog } from './SalePayDialog';
import { SaleReasonDialog } from './SaleReasonDialog';

/** What the actions need to know of an order: a list row or an order view gives it. */
export interface SaleActionTarget {
  id: string;
  number: string;
  kind: SaleOrderKind;
  status: SaleOrderStatus;
  hung: boolean;
  outstanding: string;
  purchaseNumber: string | null;
  lineCount: number;
}

export const targetOfRow = (r: SaleOrderListRow): SaleActionTarget => ({
  id: r.id, number: r.number, kind: r.kind, status: r.status, hung: r.hung, outstanding: r.outstanding, purchaseNumber: r.purchaseNumber, lineCount: r.lineCount,
});
export const targetOfView = (o: SaleOrderView): SaleActionTarget => ({
  id: o.id, number: o.number, kind: o.kind, status: o.status, hung: o.hung, outstanding: o.outstanding, purchaseNumber: o.purchaseOrder?.number ?? null, lineCount: o.lines.length,
});

const owes = (amount: string) => /[1-9]/.test(amount) && !amount.trim().startsWith('-');

/** Which actions an order's state allows (the server checks again). */
export function allowedActions(o: SaleActionTarget) {
  const committedSale = o.status === 'committed' && o.kind === 'sale';
  return {
    edit: o.status === 'draft',
    pay: committedSale && owes(o.outstanding),
    unsave: committedSale,
    cancel: o.status !== 'cancelled',
    transform: o.status !== 'cancelled' && !o.purchaseNumber && o.lineCount > 0,
  };
}

type Open = 'pay' | 'cancel' | 'unsave' | 'transform' | 'duplicate' | null;

/**
 * The actions of one order, by its state: open (a draft opens where it is edited: scan sale for a
 * sale; a committed or cancelled one in the detail view), print, duplicate, pay, unsave, cancel
 * (with a reason) and transform into a purchase order (its number is shown). Every versioned
 * command re-reads the order first, so it acts on the version the server has now.
 */
export function SaleRowActions({ target, onOpen, showOpen = true }: { target: SaleActionTarget | null; onOpen?: (t: SaleActionTarget) => void; showOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const links = useSaleLinks();
  const [open, setOpen] = useState<Open>(null);
  const [view, setView] = useState<SaleOrderView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allowed = target ? allowedActions(target) : null;
  const close = () => {
    setOpen(null);
    setView(null);
    setError(null);
  };

  const start = async (what: Exclude<Open, null>) => {
    if (!target) return;
    setError(null);
    if (what === 'pay') {
      try {
        setView(await getSaleOrder(target.id));
      } catch (e) {
        toast.error(saleErrorText(t, e));
        return;
      }
    }
    setOpen(what);
  };

  /** Runs a command on the order as the server has it now; throws when the server refuses. */
  const act = async (fn: (o: SaleOrderView) => Promise<{ id: string; order: SaleOrderView } | void>, done: (o: SaleOrderView) => string) => {
    if (!target) return;
    const current = await getSaleOrder(target.id);
    const answer = await fn(current);
    if (answer) await saleWritten(qc, answer);
    toast.success(done(answer ? answer.order : current), 10_000);
  };
  /** The same from a confirmation dialog: the refusal shows in the dialog, success closes it. */
  const run = async (fn: Parameters<typeof act>[0], done: Parameters<typeof act>[1]) => {
    setBusy(true);
    setError(null);
    try {
      await act(fn, done);
      close();
    } catch (e) {
      setError(saleErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  /** The same from a kit form dialog (a reason): the refusal goes on the form, the dialog closes itself. */
  const refusable = (fn: Parameters<typeof act>[0], done: Parameters<typeof act>[1]) =>
    act(fn, done).catch((e: unknown) => {
      throw new FormRefusal(saleErrorText(t, e));
    });

  const openOrder = () => {
    if (!target) return;
    const edit = target.status === 'draft' ? links.editDraft(target.kind, target.id) : null;
    if (edit) void navigate(edit);
    else onOpen?.(target);
  };
  const printPath = target ? links.print(target.kind, target.id) : null;

  return (
    <>
      {showOpen && (
        <button type="button" className="btn btn-small btn-primary" disabled={!target} onClick={openOrder}>
          {target?.status === 'draft' ? t('saleList.action.edit') : t('saleList.action.open')}
        </button>
      )}
      <button type="button" className="btn btn-small" disabled={!printPath} onClick={() => printPath && void navigate(printPath)}>
        {t('sale.print')}
      </button>
      <button type="button" className="btn btn-small" disabled={!target} onClick={() => void start('duplicate')}>
        {t('saleList.action.duplicate')}
      </button>
      <button type="button" className="btn btn-small" disabled={!allowed?.pay} onClick={() => void start('pay')}>
        {t('saleList.action.pay')}
      </button>
      <button type="button" className="btn btn-small" disabled={!allowed?.unsave} onClick={() => void start('unsave')}>
        {t('saleList.action.unsave')}
      </button>
      <button type="button" className="btn btn-small" disabled={!allowed?.cancel} onClick={() => void start('cancel')}>
        {t('saleList.action.cancel')}
      </button>
      <button type="button" className="btn btn-small" disabled={!allowed?.transform} onClick={() => void start('transform')}>
        {t('saleList.action.transform')}
      </button>

      {open === 'pay' && view && <SalePayDialog order={view} onClose={close} />}
      {open === 'cancel' && target && (
        <SaleReasonDialog
          title={t('saleList.cancel.title', { number: target.number })}
          message={target.status === 'committed' ? t('saleList.cancel.messageCommitted') : t('saleList.cancel.message')}
          confirmLabel={t('saleList.cancel.confirm')}
          required
          danger
          onClose={close}
          onConfirm={(reason) => refusable((o) => saleCommands.cancel(o, reason), (o) => t('saleList.cancel.done', { number: o.number }))}
        />
      )}
      {open === 'unsave' && target && (
        <SaleReasonDialog
          title={t('saleList.unsave.title', { number: target.number })}
          message={t('saleList.unsave.message')}
          confirmLabel={t('saleList.unsave.confirm')}
          onClose={close}
          onConfirm={(reason) => refusable((o) => saleCommands.unsave(o, reason), (o) => t('saleList.unsave.done', { number: o.number }))}
        />
      )}
      {open === 'transform' && target && (
        <ConfirmDialog
          open
          title={t('saleList.transform.title', { number: target.number })}
          message={error ?? t('saleList.transform.message')}
          confirmLabel={t('saleList.transform.confirm')}
          busy={busy}
          onClose={close}
          onConfirm={() =>
            void run(
              async () => {
                const answer = await saleCommands.transformPo(target.id);
                return answer;
              },
              (o) => t('saleList.transform.done', { number: o.number, purchase: o.purchaseOrder?.number ?? '' }),
            )
          }
        />
      )}
      {open === 'duplicate' && target && (
        <ConfirmDialog
          open
          title={t('saleList.duplicate.title', { number: target.number })}
          message={error ?? t('saleList.duplicate.message')}
          confirmLabel={t('saleList.duplicate.confirm')}
          busy={busy}
          onClose={close}
          onConfirm={async () => {
            setBusy(true);
            try {
              const answer = await saleCommands.duplicate(target.id);
              await saleWritten(qc, answer);
              toast.success(t('saleList.duplicate.done', { number: answer.number }), 10_000);
              close();
              const edit = links.editDraft(answer.order.kind, answer.id);
              if (edit) void navigate(edit);
            } catch (e) {
              setError(saleErrorText(t, e));
            } finally {
              setBusy(false);
            }
          }}
        />
      )}
    </>
  );
}
