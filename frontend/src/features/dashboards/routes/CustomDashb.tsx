import { DASHBOARD_WIDGETS, type DashboardWidget } from '@tradedesk/contracts/reports/custom-dashboard';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api';
import { useMoney } from '../../../lib/money';
import { toast } from '../../../stores/toast';
import { useBossView } from '../api/boss-view';
import { useArrangeCustomDashboard, useCustomDashboard } from '../api/custom-dashboard';
import { useUnsalable } from '../api/unsalable';
import { useWarehouseDashboard } from '../api/warehouse-dashboard';
import { DaysChart } from '../components/DaysChart';
import { GroupGrid } from '../components/GroupGrid';
import { PeriodCard } from '../components/PeriodCard';
import '../dashboards.css';

/** What a user who never arranged the page sees. */
const DEFAULT_WIDGETS: DashboardWidget[] = ['salesToday', 'salesChart', 'receivables'];

/**
 * The custom dashboard (route CustomDashb, /main-control/CustomDashboard; docs/dashboards.md
 * "Custom dashboard"): the widgets the user picked, in the user's order, each read from its
 * dashboard's call (a widget whose call the user may not make shows the refusal); "Arrange" picks
 * and orders them, saved for this user.
 */
export default function CustomDashb() {
  const { t } = useTranslation();
  const mine = useCustomDashboard();
  const [editing, setEditing] = useState<DashboardWidget[] | null>(null);
  const save = useArrangeCustomDashboard();
  const widgets = mine.data ? (mine.data.version === 0 ? DEFAULT_WIDGETS : mine.data.widgets) : [];
  return (
    <section className="page custom-dashboard" aria-labelledby="custom-dashboard-title">
      <h1 id="custom-dashboard-title">{t('route.CustomDashb')}</h1>
      <LoadError error={mine.error} />
      <div className="toolbar">
        {!editing && (
          <button type="button" className="btn" onClick={() => setEditing(widgets)} disabled={!mine.data}>
            {t('dashboards.arrange')}
          </button>
        )}
      </div>
      {editing && (
        <Arranger
          value={editing}
          onChange={setEditing}
          saving={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={() =>
            save.mutate(editing, {
              onSuccess: () => {
                setEditing(null);
                toast.success(t('dashboards.arrangementSaved'));
              },
              onError: (e) => toast.error(errorMessage(e)),
            })
          }
        />
      )}
      {mine.data && widgets.length === 0 && !editing && <p className="muted">{t('dashboards.noWidgets')}</p>}
      <div className="dash-row" data-testid="custom-widgets">
        {widgets.map((w) => (
          <article key={w} className="card" aria-labelledby={`widget-${w}`} data-testid={`widget-${w}`}>
            <h2 id={`widget-${w}`}>{t(`dashboards.widget.${w}`)}</h2>
            <Widget widget={w} />
          </article>
        ))}
      </div>
    </section>
  );
}

function Arranger({ value, onChange, onSave, onCancel, saving }: { value: DashboardWidget[]; onChange: (w: DashboardWidget[]) => void; onSave: () => void; onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation();
  const others = DASHBOARD_WIDGETS.filter((w) => !value.includes(w));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <article className="card" aria-labelledby="arrange-title">
      <h2 id="arrange-title">{t('dashboards.arrange')}</h2>
      <ol className="link-list">
        {value.map((w, i) => (
          <li key={w}>
            {t(`dashboards.widget.${w}`)}{' '}
            <button type="button" className="btn btn-small" aria-label={t('dashboards.moveUp', { name: t(`dashboards.widget.${w}`) })} disabled={i === 0} onClick={() => move(i, -1)}>↑</button>{' '}
            <button type="button" className="btn btn-small" aria-label={t('dashboards.moveDown', { name: t(`dashboards.widget.${w}`) })} disabled={i === value.length - 1} onClick={() => move(i, 1)}>↓</button>{' '}
            <button type="button" className="btn btn-small" aria-label={t('dashboards.remove', { name: t(`dashboards.widget.${w}`) })} onClick={() => onChange(value.filter((x) => x !== w))}>✕</button>
          </li>
        ))}
      </ol>
      {others.length > 0 && (
        <p>
          {others.map((w) => (
            <button key={w} type="button" className="btn btn-small" onClick={() => onChange([...value, w])}>
              + {t(`dashboards.widget.${w}`)}
            </button>
          ))}
        </p>
      )}
      <div className="toolbar">
        <button type="button" className="btn btn-primary" disabled={saving} onClick={onSave}>
          {t('form.save')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </article>
  );
}

function Widget({ widget }: { widget: DashboardWidget }) {
  switch (widget) {
    case 'salesToday':
    case 'salesMonth':
    case 'salesChart':
    case 'topProducts':
    case 'receivables':
      return <BossWidget widget={widget} />;
    case 'warehouses':
      return <WarehousesWidget />;
    case 'unsalable':
      return <UnsalableWidget />;
    default: {
      const exhaustive: never = widget;
      return exhaustive;
    }
  }
}

function BossWidget({ widget }: { widget: 'salesToday' | 'salesMonth' | 'salesChart' | 'topProducts' | 'receivables' }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const view = useBossView({});
  const v = view.data;
  if (view.error) return <LoadError error={view.error} />;
  if (!v) return <p className="muted">{t('dashboards.loading')}</p>;
  if (widget === 'salesToday') return <PeriodCard id="w-today" title={displayDay(v.day)} p={v.today} base={v.baseCurrency} cost={v.costCurrency} />;
  if (widget === 'salesMonth') return <PeriodCard id="w-month" title={t('dashboards.month')} p={v.month} base={v.baseCurrency} cost={v.costCurrency} />;
  if (widget === 'salesChart') return <DaysChart days={v.days} seesProfit={v.seesProfit} baseCurrency={v.baseCurrency} costCurrency={v.costCurrency} title={t('dashboards.last30')} />;
  if (widget === 'topProducts')
    return <GroupGrid title={t('dashboards.topProducts')} rows={v.topProducts} seesProfit={v.seesProfit} baseCurrency={v.baseCurrency} costCurrency={v.costCurrency} nameHeader={t('dashboards.col.product')} />;
  return v.receivables.length === 0 ? (
    <p>{t('dashboards.noReceivables')}</p>
  ) : (
    <dl className="facts">
      {v.receivables.map((r) => (
        <div key={r.currency} className="fact-row">
          <dt>{t('dashboards.ordersOwing', { count: r.orders })}</dt>
          <dd>{money(r.outstanding, r.currency)} {r.currency}</dd>
        </div>
      ))}
    </dl>
  );
}

function WarehousesWidget() {
  const { t } = useTranslation();
  const { money, quantity } = useMoney();
  const view = useWarehouseDashboard({});
  const d = view.data;
  if (view.error) return <LoadError error={view.error} />;
  if (!d) return <p className="muted">{t('dashboards.loading')}</p>;
  return (
    <table className="dash-table">
      <thead>
        <tr>
          <th>{t('dashboards.col.warehouse')}</th>
          {d.seesCost && <th className="num">{t('dashboards.col.stockValue', { currency: d.costCurrency })}</th>}
          <th className="num">{t('dashboards.col.inQuantity')}</th>
          <th className="num">{t('dashboards.col.outQuantity')}</th>
        </tr>
      </thead>
      <tbody>
        {d.rows.map((r) => (
          <tr key={r.warehouseId}>
            <td>{r.code} · {r.name}</td>
            {d.seesCost && <td className="num">{money(r.stockValue, d.costCurrency)}</td>}
            <td className="num">{quantity(r.inQuantity)}</td>
            <td className="num">{quantity(r.outQuantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const UNSALABLE_SHOWN = 10;

function UnsalableWidget() {
  const { t } = useTranslation();
  const { money, stock } = useMoney();
  const view = useUnsalable({ days: 60, limit: UNSALABLE_SHOWN });
  const d = view.data;
  if (view.error) return <LoadError error={view.error} />;
  if (!d) return <p className="muted">{t('dashboards.loading')}</p>;
  return (
    <>
      <p className="muted">{t('dashboards.unsalableSummary', { count: String(d.total), value: money(d.stockValue, d.costCurrency), currency: d.costCurrency })}</p>
      <table className="dash-table">
        <thead>
          <tr>
            <th>{t('dashboards.col.product')}</th>
            <th className="num">{t('dashboards.col.onHand')}</th>
            <th className="num">{t('dashboards.col.stockValue', { currency: d.costCurrency })}</th>
          </tr>
        </thead>
        <tbody>
          {d.rows.map((r) => (
            <tr key={r.productId}>
              <td>{r.code} {r.name}</td>
              <td className="num">{stock(r.onHand)}</td>
              <td className="num">{money(r.stockValue, d.costCurrency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
