import { useQuery } from '@tanstack/react-query';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { STOCK_LOG_READ_MODEL, STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import { SALE_MONEY_READ_MODEL } from '@tradedesk/contracts/finance/payments';
import { ANNOUNCEMENTS_READ_MODEL } from '@tradedesk/contracts/messaging/announcements';
import { displayDay, periodOf } from '@tradedesk/contracts/platform/company-time';
import { SALE_ORDER_LIST_READ_MODEL, type SaleOrderListRow } from '@tradedesk/contracts/sales/sale-order';
import { SALE_READ_PAGES } from '@tradedesk/contracts/sales/sale-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getMoneyByDocument } from '../../features/finance/api/payments';
import { getAnnouncements } from '../../features/messaging/api/get-announcements';
import { getStockOnHand } from '../../features/inventory/api/stock';
import { getSaleOrders, type SaleListQuery } from '../../features/sales/api/sale-orders';
import { useCompanyOffset, useCompanyTime } from '../../lib/company-time';
import { useLive } from '../../lib/live';
import { useMoney } from '../../lib/money';
import { useSession } from '../../stores/session';
import { useRoutePath } from '../layout/routes-context';
import { accessContextFor, mayCall, type CallRule } from '../permission';
import { settingValue } from '../../lib/settings';
import { stockAlerts, totalsPerCurrency } from './dashboard-figures';

/** The access rules of the calls each card makes (the server's @Endpoint rules of those reads). */
const SALE_READ: CallRule = { roles: [ROLE_ADMIN], pages: SALE_READ_PAGES };
const STOCK_READ: CallRule = { roles: [ROLE_ADMIN], pages: ['ProductStock'] };
const ANNOUNCEMENTS_READ: CallRule = { roles: [ROLE_ADMIN], pages: SALE_READ_PAGES };
const SALE_MONEY_READ: CallRule = { roles: [ROLE_ADMIN], pages: ['FinanceSale'] };

const PAGE_SIZE = 1000;
const ALERTS_SHOWN = 5;
const ANNOUNCEMENTS_SHOWN = 5;

/** Every row of a sale-list query (pages of 1000), so per-currency totals cover the whole day. */
async function allSaleRows(q: SaleListQuery): Promise<SaleOrderListRow[]> {
  const rows: SaleOrderListRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await getSaleOrders({ ...q, page, limit: PAGE_SIZE });
    rows.push(...answer.rows);
    if (answer.rows.length < PAGE_SIZE || rows.length >= answer.total) return rows;
  }
}

/** How many orders match (the list's total; one row fetched). */
const countOf = async (q: SaleListQuery) => (await getSaleOrders({ ...q, page: 1, limit: 1 })).total;

/**
 * The start page: today's sales, open orders, stock alerts and announcements, each shown only when
 * the session may read its data, refreshed by live pushes (query keys start with the read model),
 * and linking to the list it summarises when the session may open that list.
 */
export default function Dashboard() {
  const { t } = useTranslation();
  const settings = useSession((s) => s.settings);
  const profile = useSession((s) => s.profile);
  const invoiceIdentity = useSession((s) => s.invoiceIdentity);
  const access = accessContextFor(profile, invoiceIdentity);
  const company = String(settingValue(settings, 'CompanyName') ?? '') || 'TradeDesk';
  return (
    <section className="page dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{company}</h1>
      <p className="muted">{t('dashboard.welcome', { name: profile?.name || profile?.username || '' })}</p>
      <div className="cards">
        {mayCall(access, SALE_READ) && <TodaySalesCard />}
        {mayCall(access, SALE_READ) && <OpenOrdersCard />}
        {mayCall(access, SALE_MONEY_READ) && <ReceivablesCard />}
        {mayCall(access, STOCK_READ) && <StockAlertsCard />}
        {mayCall(access, ANNOUNCEMENTS_READ) && <AnnouncementsCard />}
        <LiveCard />
        <CompanyCard company={company} />
      </div>
    </section>
  );
}

function Card({ id, title, link, children }: { id: string; title: string; link?: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="card" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {link && (
        <p className="card-link">
          <Link to={link}>{t('dashboard.openList')}</Link>
        </p>
      )}
    </article>
  );
}

function Loading() {
  const { t } = useTranslation();
  return <p className="muted">{t('dashboard.loading')}</p>;
}

function TodaySalesCard() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const offset = useCompanyOffset();
  // The business day in the company's zone; a new day starts a new query key.
  const today = periodOf('today', Date.now(), offset);
  const query: SaleListQuery = { kind: 'sale', status: 'committed', from: today.from, to: today.to };
  const { data } = useQuery({ queryKey: [SALE_ORDER_LIST_READ_MODEL, 'dashboard-today', query], queryFn: () => allSaleRows(query) });
  const totals = data ? totalsPerCurrency(data) : null;
  return (
    <Card id="dashboard-today-sales" title={t('dashboard.todaySales')} link={useRoutePath('SaleList')}>
      <p className="muted">{t('dashboard.businessDay', { day: displayDay(today.from) })}</p>
      {!totals ? (
        <Loading />
      ) : totals.length === 0 ? (
        <p>{t('dashboard.noSalesToday')}</p>
      ) : (
        <dl className="facts">
          {totals.map((row) => (
            <div key={row.currency} className="fact-row" data-testid={`today-sales-${row.currency}`}>
              <dt>{t('dashboard.ordersCount', { count: row.count })}</dt>
              <dd>{money(row.total, row.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

function OpenOrdersCard() {
  const { t } = useTranslation();
  const committed: SaleListQuery = { kind: 'sale', status: 'committed' };
  const { data } = useQuery({
    queryKey: [SALE_ORDER_LIST_READ_MODEL, 'dashboard-open'],
    queryFn: async () => {
      const [distribution, delivered, unpaid, partial] = await Promise.all([
        countOf({ ...committed, deliveryMode: 'distribution' }),
        countOf({ ...committed, deliveryMode: 'distribution', distStatus: 'done' }),
        countOf({ ...committed, paymentStatus: 'unpaid' }),
        countOf({ ...committed, paymentStatus: 'partial' }),
      ]);
      return { toDeliver: distribution - delivered, notFullyPaid: unpaid + partial };
    },
  });
  return (
    <Card id="dashboard-open-orders" title={t('dashboard.openOrders')} link={useRoutePath('SaleList')}>
      {!data ? (
        <Loading />
      ) : (
        <dl className="facts">
          <dt>{t('dashboard.toDeliver')}</dt>
          <dd data-testid="open-orders-to-deliver">{data.toDeliver}</dd>
          <dt>{t('dashboard.notFullyPaid')}</dt>
          <dd data-testid="open-orders-not-paid">{data.notFullyPaid}</dd>
        </dl>
      )}
    </Card>
  );
}

/** What customers still owe on committed orders, per currency (money in by sale order, state owed). */
function ReceivablesCard() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { data } = useQuery({
    queryKey: [SALE_MONEY_READ_MODEL, 'dashboard-receivables'],
    queryFn: async () => (await getMoneyByDocument('sale', { state: 'owed', page: 1, limit: 1 })).totals,
  });
  return (
    <Card id="dashboard-receivables" title={t('dashboard.receivables')} link={useRoutePath('FinanceSale')}>
      <p className="muted">{t('dashboard.receivablesHint')}</p>
      {!data ? (
        <Loading />
      ) : data.length === 0 ? (
        <p>{t('dashboard.nothingOwed')}</p>
      ) : (
        <dl className="facts">
          {data.map((row) => (
            <div key={row.currency} className="fact-row" data-testid={`receivables-${row.currency}`}>
              <dt>{t('dashboard.ordersCount', { count: row.documents })}</dt>
              <dd>{money(row.outstanding, row.currency)} {row.currency}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

function StockAlertsCard() {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  const { data } = useQuery({
    queryKey: [STOCK_ON_HAND_READ_MODEL, 'dashboard-alerts'],
    queryFn: async () => stockAlerts((await getStockOnHand({ limit: 10000 })).rows),
    meta: { readModels: [STOCK_LOG_READ_MODEL] },
  });
  return (
    <Card id="dashboard-stock-alerts" title={t('dashboard.stockAlerts')} link={useRoutePath('ProductStock')}>
      <p className="muted">{t('dashboard.stockAlertsHint')}</p>
      {!data ? (
        <Loading />
      ) : data.length === 0 ? (
        <p>{t('dashboard.noStockAlerts')}</p>
      ) : (
        <ul className="link-list" data-testid="stock-alerts-list">
          {data.slice(0, ALERTS_SHOWN).map((row) => (
            <li key={`${row.warehouseId}/${row.productId}`}>
              {`${row.code ?? ''} ${row.name ?? ''}`.trim()} · {row.warehouseName ?? row.warehouseCode ?? ''}: {quantity(row.quantity)} {row.unitLabel}
            </li>
          ))}
          {data.length > ALERTS_SHOWN && <li className="muted">{t('dashboard.moreAlerts', { count: data.length - ALERTS_SHOWN })}</li>}
        </ul>
      )}
    </Card>
  );
}

function AnnouncementsCard() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const at = useCompanyTime();
  const { data } = useQuery({ queryKey: [ANNOUNCEMENTS_READ_MODEL, 'latest'], queryFn: getAnnouncements, retry: false, staleTime: 60_000 });
  return (
    <Card id="dashboard-announcements" title={t('dashboard.announcements')}>
      {!data ? (
        <Loading />
      ) : data.length === 0 ? (
        <p>{t('dashboard.noAnnouncements')}</p>
      ) : (
        <ul className="link-list">
          {data.slice(0, ANNOUNCEMENTS_SHOWN).map((a) => (
            <li key={a.position}>
              {at(a.at)} · {a.number} · {a.customerName ?? t('common.walkIn')} · {money(a.total, a.currency)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function LiveCard() {
  const { t } = useTranslation();
  const at = useCompanyTime();
  const live = useLive();
  return (
    <article className="card" aria-labelledby="live-card">
      <h2 id="live-card">{t('dashboard.liveTitle')}</h2>
      <p className={`live-state live-${live.status}`}>
        <span className="live-dot" aria-hidden="true" /> {t(`live.${live.status}`)}
      </p>
      <dl className="facts">
        <dt>{t('dashboard.eventsReceived')}</dt>
        <dd data-testid="live-events-count">{live.received}</dd>
        <dt>{t('dashboard.lastEvent')}</dt>
        <dd>
          {live.last
            ? `${live.last.readModel} · #${live.last.position} · ${at(live.last.at, { seconds: true })}`
            : t('dashboard.noEvents')}
        </dd>
      </dl>
    </article>
  );
}

function CompanyCard({ company }: { company: string }) {
  const { t } = useTranslation();
  const profile = useSession((s) => s.profile);
  const offset = useCompanyOffset();
  return (
    <article className="card" aria-labelledby="company-card">
      <h2 id="company-card">{t('dashboard.companyTitle')}</h2>
      <dl className="facts">
        <dt>{t('dashboard.companyName')}</dt>
        <dd>{company}</dd>
        <dt>{t('dashboard.timeZone')}</dt>
        <dd>{`UTC${offset >= 0 ? '+' : ''}${offset}`}</dd>
        <dt>{t('dashboard.roles')}</dt>
        <dd>{(profile?.role ?? []).join(', ') || '—'}</dd>
      </dl>
    </article>
  );
}
