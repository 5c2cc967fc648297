import type { Desk as DeskRow } from '@tradedesk/contracts/pos/desks';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SelectFilter } from '../../../components/filters/FilterBar';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useDesks, useReorderDesks } from '../api/desks';
import '../desk-order.css';

/** An area as a select value: '' is "none chosen", so the desks without an area ('') are `=`. */
const areaValue = (area: string) => `=${area}`;

/** The order being arranged: the desks as the screen read them (their versions), for one store and area. */
interface Draft {
  key: string;
  desks: DeskRow[];
}

/**
 * DeskOrder (/setting/basics/deskOrder; docs/pos.md "Desks"): the floor order of one area of a
 * store. The area's desks (active and disabled) in floor order (place, then name); Up / Down move a
 * desk (buttons, so the keyboard does it too; the focus stays on the desk moved) and Save writes
 * the whole area at once, places 1..n (`POST setting/basics/desk/order`, with the versions the
 * screen read: a change made meanwhile is refused and shown). Until a desk is moved the list
 * follows the desks read model live; the restaurant floor follows the saved order.
 */
export default function DeskOrder() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState('');
  const [area, setArea] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ id: string; dir: 'up' | 'down'; text: string } | null>(null);
  const desks = useDesks({ warehouseId, status: 'all' }, warehouseId !== '');
  const save = useReorderDesks();
  const tableRef = useRef<HTMLTableElement>(null);
  const captionId = useId();

  const storeDesks = useMemo(() => (warehouseId ? (desks.data?.desks ?? []).filter((d) => d.warehouseId === warehouseId) : []), [desks.data, warehouseId]);
  const areas = useMemo(() => [...new Set(storeDesks.map((d) => d.area))].sort((a, b) => a.localeCompare(b)), [storeDesks]);
  const chosen = area !== '' && areas.includes(area.slice(1)) ? area.slice(1) : null;
  const key = `${warehouseId}|${chosen ?? ''}`;
  // The server lists them in floor order: place, then name.
  const saved = useMemo(() => (chosen === null ? [] : storeDesks.filter((d) => d.area === chosen)), [storeDesks, chosen]);
  const rows = draft?.key === key ? draft.desks : saved;
  const changed = rows.some((d, i) => d.position !== i + 1);

  const pickStore = (id: string) => {
    setWarehouseId(id);
    setArea('');
    setDraft(null);
    setRefusal(null);
  };
  const pickArea = (value: string) => {
    setArea(value);
    setDraft(null);
    setRefusal(null);
  };
  const move = (index: number, dir: 'up' | 'down') => {
    const to = dir === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    const [desk] = next.splice(index, 1);
    next.splice(to, 0, desk!);
    setDraft({ key, desks: next });
    setRefusal(null);
    setMoved({ id: desk!.id, dir, text: t('deskOrder.movedTo', { name: desk!.name, place: String(to + 1) }) });
  };
  // Keep the focus on the desk just moved: on the same button, or the other one when it reached an end.
  useEffect(() => {
    if (!moved) return;
    const buttons = tableRef.current?.querySelectorAll<HTMLButtonElement>(`[data-desk="${CSS.escape(moved.id)}"]`);
    const same = [...(buttons ?? [])].find((b) => b.dataset.dir === moved.dir && !b.disabled);
    (same ?? [...(buttons ?? [])].find((b) => !b.disabled))?.focus();
  }, [moved]);

  const submit = async () => {
    if (chosen === null) return;
    setRefusal(null);
    try {
      await save.mutateAsync({
        commandId: crypto.randomUUID(),
        warehouseId,
        area: chosen,
        deskIds: rows.map((d) => d.id),
        versions: Object.fromEntries(rows.map((d) => [d.id, d.version])),
      });
      setDraft(null);
      setMoved(null);
      toast.success(t('form.saved'));
    } catch (e) {
      setRefusal(errorMessage(e));
    }
  };
  const discard = () => {
    setDraft(null);
    setRefusal(null);
    setMoved(null);
  };

  return (
    <section className="page desk-order" aria-labelledby="desk-order-title">
      <h1 id="desk-order-title" className="page-title">
        {t('route.DeskOrder')}
      </h1>
      <p className="muted">{t('deskOrder.intro')}</p>
      <FilterBar>
        <WarehouseSelect label={t('restaurant.desk.store')} value={warehouseId} onChange={pickStore} placeholder={t('restaurant.desk.chooseStore')} />
        <SelectFilter
          label={t('restaurant.desk.area')}
          value={chosen === null ? '' : areaValue(chosen)}
          onChange={pickArea}
          allLabel={t('deskOrder.chooseArea')}
          options={areas.map((a) => ({ value: areaValue(a), label: a === '' ? t('restaurant.floor.noArea') : a }))}
        />
      </FilterBar>
      <LoadError error={desks.error} />
      {chosen === null ? (
        <p className="muted">{warehouseId && !desks.isPending && areas.length === 0 ? t('deskOrder.noTables') : t('deskOrder.choose')}</p>
      ) : (
        <>
          <table className="table desk-order-table" ref={tableRef} aria-labelledby={captionId}>
            <caption id={captionId}>{t('deskOrder.tablesOf', { area: chosen === '' ? t('restaurant.floor.noArea') : chosen })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('restaurant.desk.position')}</th>
                <th scope="col">{t('restaurant.desk.name')}</th>
                <th scope="col">{t('restaurant.desk.seats')}</th>
                <th scope="col">{t('form.status')}</th>
                <th scope="col">{t('deskOrder.move')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d, i) => (
                <tr key={d.id}>
                  <td className="cell-number">{i + 1}</td>
                  <th scope="row">{d.name}</th>
                  <td className="cell-number">{d.seats}</td>
                  <td>{d.active ? t('form.active') : t('form.disabled')}</td>
                  <td>
                    <span className="desk-order-move">
                      <button type="button" className="btn btn-small" data-desk={d.id} data-dir="up" disabled={i === 0 || save.isPending} aria-label={t('deskOrder.upOf', { name: d.name })} onClick={() => move(i, 'up')}>
                        {t('deskOrder.up')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-small"
                        data-desk={d.id}
                        data-dir="down"
                        disabled={i === rows.length - 1 || save.isPending}
                        aria-label={t('deskOrder.downOf', { name: d.name })}
                        onClick={() => move(i, 'down')}
                      >
                        {t('deskOrder.down')}
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="desk-order-live" role="status" aria-live="polite">
            {moved?.text ?? ''}
          </p>
          {refusal && (
            <p className="form-error" role="alert">
              {refusal}
            </p>
          )}
          {draft?.key === key && <p className="muted">{t('deskOrder.unsaved')}</p>}
          <div className="actions">
            <button type="button" className="btn btn-primary" disabled={!changed || save.isPending} onClick={() => void submit()}>
              {t('deskOrder.save')}
            </button>
            <button type="button" className="btn" disabled={draft?.key !== key || save.isPending} onClick={discard}>
              {t('deskOrder.discard')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
