import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { type CountUncountedRow, useCount, useCountUncounted } from '../api/counts';
import { CountHeader } from '../components/CountHeader';
import { useStockFormat } from '../use-stock-decimals';

/** Products of a count order not counted yet (route StockCheckUncounted, /product/stock-check/:id/uncounted): posting leaves them as they are. */
export default function StockCheckUncounted() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const count = useCount(id);
  const list = useCountUncounted(id);
  const fmt = useStockFormat();
  const columns = useMemo<GridColumn<CountUncountedRow>[]>(
    () => [
      { id: 'code', header: t('product.code'), value: (r) => r.code ?? r.productId, width: 140, lockVisible: true },
      { id: 'name', header: t('product.name'), value: (r) => r.name ?? '', width: 240 },
      { id: 'book', header: t('count.book'), value: (r) => r.bookQuantity, format: (v) => fmt(v), kind: 'decimal', width: 120 },
    ],
    [t, fmt],
  );
  return (
    <ListPage<CountUncountedRow>
      titleId="count-uncounted-title"
      title={t('route.StockCheckUncounted')}
      head={count.data && <CountHeader count={count.data} />}
      query={list}
      summary={list.data && <p className="muted">{t('count.uncountedHelp', { n: String(list.data.total) })}</p>}
      table="stockCheckUncounted"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.productId}
    />
  );
}
