import type { ParsedSaleLines, SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { parseSaleLines, saleCommands, saleWritten } from '../api/sale-orders';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useMoney } from '../../../lib/money';
import { saleErrorText } from '../sale-errors';
import { useBaseCurrency, useSaleLinks, useUnitLabel } from '../use-sale-context';
import '../sales-ops.css';

type ParsedLine = ParsedSaleLines['lines'][number];
type Refused = ParsedSaleLines['errors'][number];

/** The largest dump read from a file (the server takes 5 MB of text). */
const MAX_DUMP = 5_000_000;

/**
 * Collector sales (route SaleCollector, /sale/collector-sales): the dump of a barcode collector
 * (one "barcode" or "barcode,quantity" per line; a repeated barcode adds up), pasted or read from
 * its file, is resolved and priced by the server without saving anything (POST
 * sale/order/excel/parse); the refused rows are listed with their line number. The lines then
 * become a draft opened in scan sale, or an order committed at once, from the chosen warehouse.
 */
export default function SaleCollector() {
  const { t } = useTranslation();
  const { money: formatMoney, price: formatPrice } = useMoney();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const links = useSaleLinks();
  const unitLabel = useUnitLabel();
  const baseCurrency = useBaseCurrency();
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParsedSaleLines | null>(null);
  const [warehouseId, setWarehouseId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [committed, setCommitted] = useState<SaleOrderView | null>(null);
  const ids = { text: useId(), file: useId() };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_DUMP) {
      setError(t('saleCollector.fileTooBig'));
      return;
    }
    setText(await file.text());
    setParsed(null);
  };

  const parse = async () => {
    setError(null);
    setCommitted(null);
    if (!text.trim()) {
      setError(t('saleCollector.nothingToRead'));
      return;
    }
    setBusy(true);
    try {
      setParsed(await parseSaleLines({ text }));
    } catch (e) {
      setError(saleErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  const lines = () => (parsed?.lines ?? []).map((l) => ({ productId: l.productId, unit: l.unit, quantity: l.quantity, gift: false, memo: '' }));

  const make = async (commit: boolean) => {
    setError(null);
    if (!warehouseId) {
      setError(t('saleCollector.chooseWarehouse'));
      return;
    }
    if (!parsed?.lines.length) return;
    setBusy(true);
    try {
      const order = { warehouseId, source: 'collector' as const, lines: lines() };
      if (commit) {
        const answer = await saleCommands.saveCommit({ order });
        await saleWritten(qc, answer);
        setCommitted(answer.order);
        setParsed(null);
        setText('');
      } else {
        const answer = await saleCommands.create(order);
        await saleWritten(qc, answer);
        const edit = links.editDraft('sale', answer.id);
        if (edit) void navigate(edit);
        else setError(t('saleCollector.draftMade', { number: answer.number }));
      }
    } catch (e) {
      setError(saleErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  const lineColumns = useMemo<GridColumn<ParsedLine>[]>(
    () => [
      { id: 'row', header: t('saleCollector.row'), value: (l) => l.row, kind: 'number', width: 70 },
      { id: 'code', header: t('sale.col.code'), value: (l) => l.code, width: 130 },
      { id: 'name', header: t('sale.col.product'), value: (l) => l.name, width: 220 },
      { id: 'barcode', header: t('saleCollector.barcode'), value: (l) => l.barcode ?? '', width: 150 },
      { id: 'unit', header: t('sale.col.unit'), value: (l) => unitLabel(l.unit), width: 100 },
      { id: 'quantity', header: t('sale.col.quantity'), value: (l) => l.quantity, kind: 'decimal', width: 90 },
      { id: 'price', header: t('sale.col.price'), value: (l) => l.price, kind: 'decimal', format: (v) => formatPrice(String(v), baseCurrency), width: 100 },
    ],
    [t, unitLabel, baseCurrency],
  );
  const refusedColumns = useMemo<GridColumn<Refused>[]>(
    () => [
      { id: 'row', header: t('saleCollector.row'), value: (e) => e.row, kind: 'number', width: 70 },
      { id: 'field', header: t('saleImport.field'), value: (e) => e.field, width: 110 },
      { id: 'message', header: t('saleImport.message'), value: (e) => e.message, flex: 1 },
    ],
    [t],
  );

  return (
    <section className="page" aria-labelledby="sale-collector-title">
      <h1 id="sale-collector-title" className="page-title">
        {t('route.SaleCollector')}
      </h1>
      <p className="hint">{t('saleCollector.intro')}</p>
      <form
        className="form sale-collector-form"
        onSubmit={(e) => {
          e.preventDefault();
          void parse();
        }}
      >
        <div className="field">
          <label htmlFor={ids.text}>{t('saleCollector.dump')}</label>
          <textarea id={ids.text} rows={8} value={text} spellCheck={false} placeholder={'7802000000004\n7802000000011,2'} onChange={(e) => (setText(e.target.value), setParsed(null))} />
        </div>
        <div className="actions">
          <label className="btn" htmlFor={ids.file}>
            {t('saleCollector.readFile')}
          </label>
          <input id={ids.file} type="file" accept=".txt,.csv,.dat,text/plain" className="sr-only" onChange={(e) => void readFile(e.target.files?.[0])} />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('saleCollector.read')}
          </button>
        </div>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {committed && (
        <p className="sale-result" role="status">
          {t('saleCollector.committed', { number: committed.number, total: `${formatMoney(committed.total, committed.header.currency)} ${committed.header.currency}` })}{' '}
          {links.print('sale', committed.id) && <Link to={links.print('sale', committed.id)!}>{t('sale.print')}</Link>}
        </p>
      )}
      {parsed && (
        <>
          <h2>{t('saleCollector.linesFound', { count: parsed.lines.length })}</h2>
          <DataGrid<ParsedLine> title={t('saleCollector.linesTitle')} columns={lineColumns} rows={parsed.lines} getRowId={(l) => String(l.row)} height={260} quickFilter={false} />
          {parsed.errors.length > 0 && (
            <>
              <h2 className="sale-refused-title">{t('saleCollector.refused', { count: parsed.errors.length })}</h2>
              <DataGrid<Refused> title={t('saleCollector.refusedTitle')} columns={refusedColumns} rows={parsed.errors} getRowId={(e) => `${e.row}.${e.field}`} height={200} quickFilter={false} />
            </>
          )}
          <div className="filters sale-collector-make">
            <WarehouseSelect label={t('sale.col.warehouse')} value={warehouseId} onChange={setWarehouseId} placeholder={t('saleCollector.chooseWarehouse')} />
            <button type="button" className="btn btn-primary field-button" disabled={busy || parsed.lines.length === 0} onClick={() => void make(false)}>
              {t('saleCollector.makeDraft')}
            </button>
            <button type="button" className="btn field-button" disabled={busy || parsed.lines.length === 0} onClick={() => void make(true)}>
              {t('saleCollector.commitNow')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
