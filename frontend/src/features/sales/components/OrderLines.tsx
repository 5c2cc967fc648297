import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import type { SaleLineView } from '@tradedesk/contracts/sales/sale-order';
import { memo, type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';
import type { LineStock } from '../line-stock';
import { typedDecimal } from '../scan';
import { useUnitLabels } from '../use-unit-labels';

export interface LineEdits {
  quantity: (lineId: string, quantity: string, unit?: PackUnit) => void;
  price: (lineId: string, change: { price?: string; discount?: string; gift?: boolean }) => void;
  memo: (lineId: string, memo: string) => void;
  remove: (lineIds: string[]) => void;
}

/** From this many lines on, only the rows in view (and a margin) are in the page: a wholesale order of thousands of lines opens and types as fast as a short one. */
export const WINDOW_FROM = 100;
const OVERSCAN = 12;
const ROW_GUESS = 38;

/**
 * The lines of an order. Arrow keys move the selected line (the newest scan is selected and
 * scrolled into view), Enter edits its quantity, Delete removes it; a cell is sent when Enter is
 * pressed or it loses focus, and only when it changed. Read-only once the order is committed.
 * Rows are memoised and get stable callbacks: an answer re-renders only the lines it changed.
 * Long orders are windowed (WINDOW_FROM): the table keeps its full height and says its row count
 * (aria-rowcount), but only the rows in view of its scroll box are in the page.
 */
export function OrderLines({ lines, currency, editable, edits, onDone, stock }: {
  lines: SaleLineView[];
  currency: string;
  editable: boolean;
  edits: LineEdits;
  onDone: () => void;
  stock?: Map<string, LineStock>;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const rows = useRef<Map<string, HTMLTableRowElement>>(new Map());
  const lastCount = useRef(lines.length);
  const latest = useRef({ lines, edits, onDone, selected });
  latest.current = { lines, edits, onDone, selected };

  const tableRef = useRef<HTMLTableElement>(null);
  const rowHeight = useRef(ROW_GUESS);
  const [range, setRange] = useState({ start: 0, end: WINDOW_FROM });
  const windowed = lines.length > WINDOW_FROM;
  const measure = useCallback(() => {
    const table = tableRef.current;
    const box = table?.parentElement;
    if (!table || !box) return;
    const row = table.tBodies[0]?.querySelector<HTMLTableRowElement>('tr[aria-rowindex]');
    if (row && row.offsetHeight > 0) rowHeight.current = row.offsetHeight;
    const h = rowHeight.current;
    const top = Math.max(0, box.scrollTop - (table.tHead?.offsetHeight ?? 0));
    const view = box.clientHeight || window.innerHeight;
    const start = Math.max(0, Math.floor(top / h) - OVERSCAN);
    const end = Math.min(latest.current.lines.length, Math.ceil((top + view) / h) + OVERSCAN);
    setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
  }, []);
  useLayoutEffect(() => {
    const box = tableRef.current?.parentElement;
    if (!windowed || !box) return;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      box.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [windowed, measure, lines.length]);
  /** Scrolls the table's box so that line `index` is rendered (windowed), then it can be scrolled into view or focused. */
  const reveal = useCallback((index: number) => {
    const table = tableRef.current;
    const box = table?.parentElement;
    if (!table || !box) return;
    box.scrollTop = (table.tHead?.offsetHeight ?? 0) + index * rowHeight.current - box.clientHeight / 2;
    measure();
  }, [measure]);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const id = focusNext.current;
    const el = id ? rows.current.get(id) : undefined;
    if (el) {
      focusNext.current = null;
      el.focus();
    }
  }, [range, selected]);

  // A new line (a scan) becomes the selected one and is scrolled into view; the focus stays where it is (the scan box).
  // Its stock arrives a moment later and may make the row taller: it is kept in view then too.
  const follow = useRef<string | null>(null);
  useEffect(() => {
    if (lines.length > lastCount.current) {
      const newest = lines[lines.length - 1];
      if (newest) {
        setSelected(newest.lineId);
        // Scanned lines are followed; an order just opened stays at its top.
        if (lastCount.current > 0 || lines.length === 1) follow.current = newest.lineId;
      }
    }
    lastCount.current = lines.length;
  }, [lines]);
  useEffect(() => {
    const id = follow.current;
    if (!id) return;
    const el = rows.current.get(id);
    if (el) el.scrollIntoView?.({ block: 'nearest' });
    else if (windowed) reveal(lines.findIndex((l) => l.lineId === id));
  }, [lines, stock, range, windowed, reveal]);

  const select = useCallback((lineId: string) => {
    follow.current = null;
    setSelected(lineId);
  }, []);

  const register = useCallback((lineId: string, el: HTMLTableRowElement | null) => {
    if (el) rows.current.set(lineId, el);
    else rows.current.delete(lineId);
  }, []);

  const onKey = useCallback((lineId: string, editable: boolean, e: KeyboardEvent<HTMLTableRowElement>) => {
    if ((e.target as HTMLElement).tagName !== 'TR') return;
    const { lines: ls, edits: ed, selected: sel } = latest.current;
    follow.current = null;
    const move = (delta: number) => {
      const i = ls.findIndex((l) => l.lineId === sel);
      const next = ls[Math.max(0, Math.min(ls.length - 1, (i < 0 ? ls.length : i) + delta))];
      if (next) {
        setSelected(next.lineId);
        const el = rows.current.get(next.lineId);
        if (el) el.focus();
        else {
          focusNext.current = next.lineId;
          reveal(ls.indexOf(next));
        }
      }
    };
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (e.key === 'Delete' && editable) ed.remove([lineId]);
    else if (e.key === 'Enter' && editable) (e.currentTarget.querySelector('input[data-field=quantity]') as HTMLInputElement | null)?.select();
    else return;
    e.preventDefault();
  }, [reveal]);

  // Stable for the life of the table: rows read the newest edits through the ref.
  const stableEdits = useMemo<LineEdits & { done: () => void }>(
    () => ({
      quantity: (...a) => latest.current.edits.quantity(...a),
      price: (...a) => latest.current.edits.price(...a),
      memo: (...a) => latest.current.edits.memo(...a),
      remove: (...a) => latest.current.edits.remove(...a),
      done: () => latest.current.onDone(),
    }),
    [],
  );

  if (lines.length === 0) return <p className="muted order-empty">{t('sale.noLines')}</p>;
  const start = windowed ? Math.min(range.start, lines.length) : 0;
  const end = windowed ? Math.min(range.end, lines.length) : lines.length;
  return (
    <table ref={tableRef} className="table order-lines" aria-label={t('saleEntry.lines')} aria-rowcount={lines.length + 1}>
      <thead>
        <tr>
          <th>#</th>
          <th>{t('sale.col.code')}</th>
          <th>{t('sale.col.product')}</th>
          <th>{t('sale.col.unit')}</th>
          <th className="cell-number">{t('sale.col.quantity')}</th>
          {stock && <th className="cell-number">{t('saleEntry.onHand')}</th>}
          <th className="cell-number">{t('sale.col.price')}</th>
          <th className="cell-number">{t('sale.col.discount')}</th>
          <th>{t('sale.col.gift')}</th>
          <th className="cell-number">{t('sale.col.amount')}</th>
          <th>{t('sale.col.memo')}</th>
          {editable && <th aria-label={t('saleEntry.remove')} />}
        </tr>
      </thead>
      <tbody>
        {start > 0 && <Spacer height={start * rowHeight.current} />}
        {lines.slice(start, end).map((l, k) => (
          <LineRow
            key={l.lineId}
            line={l}
            n={start + k + 1}
            currency={currency}
            editable={editable}
            selected={l.lineId === selected}
            stock={stock ? (stock.get(l.lineId) ?? null) : undefined}
            edits={stableEdits}
            register={register}
            onSelect={select}
            onKey={onKey}
          />
        ))}
        {end < lines.length && <Spacer height={(lines.length - end) * rowHeight.current} />}
      </tbody>
    </table>
  );
}

/** The height of the rows not in the page, so the scroll bar is that of the whole order. */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" className="lines-spacer">
      <td colSpan={12} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

interface RowProps {
  line: SaleLineView;
  n: number;
  currency: string;
  editable: boolean;
  selected: boolean;
  /** undefined: stock not shown; null: not known yet. */
  stock: LineStock | null | undefined;
  edits: LineEdits & { done: () => void };
  register: (lineId: string, el: HTMLTableRowElement | null) => void;
  onSelect: (lineId: string) => void;
  onKey: (lineId: string, editable: boolean, e: KeyboardEvent<HTMLTableRowElement>) => void;
}

const LineRow = memo(function LineRow({ line: l, n, currency, editable, selected, stock, edits, register, onSelect, onKey }: RowProps) {
  const { t } = useTranslation();
  const units = useUnitLabels();
  const money = useMoney();
  const classes = [selected ? 'selected' : '', stock?.short ? 'short' : ''].filter(Boolean).join(' ');
  return (
    <tr
      ref={(el) => register(l.lineId, el)}
      tabIndex={-1}
      aria-rowindex={n + 1}
      aria-selected={selected}
      data-short={stock?.short || undefined}
      className={classes || undefined}
      onClick={() => onSelect(l.lineId)}
      onKeyDown={(e) => onKey(l.lineId, editable, e)}
    >
      <td>{n}</td>
      <td className="cell-code">{l.code}</td>
      <td className="cell-name" title={l.name}>
        {l.name}
      </td>
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
        <Cell field="quantity" value={l.quantity} editable={editable} label={t('sale.col.quantity')} onSave={(v) => edits.quantity(l.lineId, v)} onDone={edits.done} positive />
      </td>
      {stock !== undefined && (
        <td className="cell-number cell-stock" data-testid="line-stock">
          {stock && (
            <>
              <span>
                {money.quantity(stock.inUnit, 2)} {units.label(l.unit)}
              </span>
              {stock.short && <span className="stock-short">{t('saleEntry.short')}</span>}
              {l.unit !== 'unit' && (
                <span className="muted">
                  {' '}
                  ({money.quantity(stock.base)} {units.label('unit')})
                </span>
              )}
            </>
          )}
        </td>
      )}
      <td className="cell-number">
        <Cell field="price" value={l.price} editable={editable && !l.gift} label={t('sale.col.price')} onSave={(v) => edits.price(l.lineId, { price: v })} onDone={edits.done} />
      </td>
      <td className="cell-number">
        <Cell field="discount" value={l.discount} editable={editable && !l.gift} label={t('sale.col.discount')} onSave={(v) => edits.price(l.lineId, { discount: v })} onDone={edits.done} max100 />
      </td>
      <td>
        <input type="checkbox" aria-label={t('sale.col.gift')} checked={l.gift} disabled={!editable} onChange={(e) => edits.price(l.lineId, { gift: e.target.checked })} />
      </td>
      <td className="cell-number cell-amount">
        {money.money(l.amount, currency)} <span className="muted">{currency}</span>
      </td>
      <td>
        {editable ? (
          <input
            className="memo-input"
            aria-label={t('sale.col.memo')}
            defaultValue={l.memo}
            maxLength={500}
            onBlur={(e) => e.target.value !== l.memo && edits.memo(l.lineId, e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget.blur(), edits.done())}
          />
        ) : (
          l.memo
        )}
      </td>
      {editable && (
        <td>
          <button type="button" className="icon-button" aria-label={t('saleEntry.removeLine', { n })} onClick={() => edits.remove([l.lineId])}>
            ×
          </button>
        </td>
      )}
    </tr>
  );
}, sameRow);

const LINE_FIELDS = ['lineId', 'code', 'name', 'unit', 'quantity', 'price', 'discount', 'gift', 'amount', 'memo'] as const;

/** An answer from the server replaces every line object: a row re-renders only when what it shows changed. */
function sameRow(a: RowProps, b: RowProps): boolean {
  if (a.n !== b.n || a.currency !== b.currency || a.editable !== b.editable || a.selected !== b.selected) return false;
  if (a.edits !== b.edits || a.register !== b.register || a.onSelect !== b.onSelect || a.onKey !== b.onKey) return false;
  if (a.line !== b.line && LINE_FIELDS.some((f) => a.line[f] !== b.line[f])) return false;
  if (a.stock === b.stock) return true;
  if (!a.stock || !b.stock) return false;
  return a.stock.inUnit === b.stock.inUnit && a.stock.base === b.stock.base && a.stock.short === b.stock.short;
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
