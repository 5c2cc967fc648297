import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import type { SaleLineView } from '@tradedesk/contracts/sales/sale-order';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';
import { typedDecimal } from '../scan';
import { useUnitLabels } from '../use-unit-labels';

export interface LineEdits {
  quantity: (lineId: string, quantity: string, unit?: PackUnit) => void;
  price: (lineId: string, change: { price?: string; discount?: string; gift?: boolean }) => void;
  memo: (lineId: string, memo: string) => void;
  remove: (lineIds: string[]) => void;
}

/**
 * The lines of an order. Arrow keys move the selected line (the newest scan is selected), Enter
 * edits its quantity, Delete removes it; a cell is sent when Enter is pressed or it loses focus,
 * and only when it changed. Read-only once the order is committed.
 */
export function OrderLines({ lines, currency, editable, edits, onDone }: { lines: SaleLineView[]; currency: string; editable: boolean; edits: LineEdits; onDone: () => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const units = useUnitLabels();
  const [selected, setSelected] = useState<string | null>(null);
  const rows = useRef<Map<string, HTMLTableRowElement>>(new Map());
  const lastCount = useRef(lines.length);

  // A new line (a scan) becomes the selected one.
  useEffect(() => {
    if (lines.length > lastCount.current) setSelected(lines[lines.length - 1]?.lineId ?? null);
    lastCount.current = lines.length;
  }, [lines]);

  const move = (delta: number) => {
    const i = lines.findIndex((l) => l.lineId === selected);
    const next = lines[Math.max(0, Math.min(lines.length - 1, (i < 0 ? lines.length : i) + delta))];
    if (next) {
      setSelected(next.lineId);
      rows.current.get(next.lineId)?.focus();
    }
  };

  if (lines.length === 0) return <p className="muted order-empty">{t('sale.noLines')}</p>;
  return (
    <table className="table order-lines" aria-label={t('saleEntry.lines')}>
      <thead>
        <tr>
          <th>#</th>
          <th>{t('sale.col.code')}</th>
          <th>{t('sale.col.product')}</th>
          <th>{t('sale.col.unit')}</th>
          <th className="cell-number">{t('sale.col.quantity')}</th>
          <th className="cell-number">{t('sale.col.price')}</th>
          <th className="cell-number">{t('sale.col.discount')}</th>
          <th>{t('sale.col.gift')}</th>
          <th className="cell-number">{t('sale.col.amount')}</th>
          <th>{t('sale.col.memo')}</th>
          {editable && <th aria-label={t('saleEntry.remove')} />}
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr
            key={l.lineId}
            ref={(el) => {
              if (el) rows.current.set(l.lineId, el);
              else rows.current.delete(l.lineId);
            }}
            tabIndex={-1}
            aria-selected={l.lineId === selected}
            className={l.lineId === selected ? 'selected' : undefined}
            onClick={() => setSelected(l.lineId)}
            onKeyDown={(e) => {
              if ((e.target as HTMLElement).tagName !== 'TR') return;
              if (e.key === 'ArrowDown') move(1);
              else if (e.key === 'ArrowUp') move(-1);
              else if (e.key === 'Delete' && editable) edits.remove([l.lineId]);
              else if (e.key === 'Enter' && editable) (e.currentTarget.querySelector('input[data-field=quantity]') as HTMLInputElement | null)?.select();
              else return;
              e.preventDefault();
            }}
          >
            <td>{i + 1}</td>
            <td>{l.code}</td>
            <td>{l.name}</td>
            <td>
              {editable ? (
                <select aria-label={t('sale.col.unit')} value={l.unit} onChange={(e) => edits.quantity(l.lineId, l.quantity, e.target.value as PackUnit)}>
                  {units.offered.map((u) => (
                    <option key={u} value={u}>
                      {units.label(u)}
                    </option>
                  ))}
                </select>
              ) : (
                units.label(l.unit)
              )}
            </td>
            <td className="cell-number">
              <Cell field="quantity" value={l.quantity} editable={editable} label={t('sale.col.quantity')} onSave={(v) => edits.quantity(l.lineId, v)} onDone={onDone} positive />
            </td>
            <td className="cell-number">
              <Cell field="price" value={l.price} editable={editable && !l.gift} label={t('sale.col.price')} onSave={(v) => edits.price(l.lineId, { price: v })} onDone={onDone} />
            </td>
            <td className="cell-number">
              <Cell field="discount" value={l.discount} editable={editable && !l.gift} label={t('sale.col.discount')} onSave={(v) => edits.price(l.lineId, { discount: v })} onDone={onDone} max100 />
            </td>
            <td>
              <input type="checkbox" aria-label={t('sale.col.gift')} checked={l.gift} disabled={!editable} onChange={(e) => edits.price(l.lineId, { gift: e.target.checked })} />
            </td>
            <td className="cell-number">
              {money(l.amount, currency)} <span className="muted">{currency}</span>
            </td>
            <td>
              {editable ? (
                <input
                  className="memo-input"
                  aria-label={t('sale.col.memo')}
                  defaultValue={l.memo}
                  maxLength={500}
                  onBlur={(e) => e.target.value !== l.memo && edits.memo(l.lineId, e.target.value)}
                  onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget.blur(), onDone())}
                />
              ) : (
                l.memo
              )}
            </td>
            {editable && (
              <td>
                <button type="button" className="icon-button" aria-label={t('saleEntry.removeLine', { n: i + 1 })} onClick={() => edits.remove([l.lineId])}>
                  ×
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A number cell: typed with a dot or a comma; sent on Enter or blur when it changed and is valid. */
function Cell({ field, value, editable, label, onSave, onDone, positive, max100 }: {
  field: string;
  value: string;
  editable: boolean;
  label: string;
  onSave: (v: string) => void;
  onDone: () => void;
  positive?: boolean;
  max100?: boolean;
}) {
  const [text, setText] = useState(value);
  // Enter sends and then moves focus away (a blur): the same value must not be sent twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    setText(value);
    sent.current = null;
  }, [value]);
  if (!editable) return <>{value}</>;
  const parsed = typedDecimal(text);
  const invalid = parsed === null || (positive && !/[1-9]/.test(parsed)) || (max100 && Number(parsed) > 100);
  const save = () => {
    if (invalid) return setText(value);
    if (parsed === value || parsed === sent.current) return;
    sent.current = parsed;
    onSave(parsed!);
  };
  return (
    <input
      className="num-input"
      data-field={field}
      aria-label={label}
      aria-invalid={invalid || undefined}
      inputMode="decimal"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          save();
          onDone();
        } else if (e.key === 'Escape') setText(value);
      }}
    />
  );
}
