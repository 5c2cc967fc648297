import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { Icon } from '../../components/ui/Icon';
import { useAnnouncements } from '../../features/messaging/api/get-announcements';
import { useCompanyTime } from '../../lib/company-time';
import { useMoney } from '../../lib/money';
import { chatStore, muteChat, openChat } from '../../stores/chat';
import { useStore } from '../../stores/create-store';
import { toast } from '../../stores/toast';
import { newAnnouncements, orderChime } from './announcements';
import { SALE_READ_PAGES } from '@tradedesk/contracts/sales/sale-pages';
import { pathOfRoute } from '../permission';
import { useAllowedRoutes, useRoutePath } from './routes-context';

/**
 * Chat icon with the unread count (cap 99); opening the panel resets the counter. New sale orders
 * are announced here (docs/shell.md "Chat and announcements"): a 5-second toast, the counter, and a
 * chime unless muted. Messages between colleagues are not built yet; the panel says so.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const { unread, open, muted, seen } = useStore(chatStore);
  // New orders name customers and totals: only sessions with a sale screen are told (the server refuses the rest).
  const routes = useAllowedRoutes();
  const { data } = useAnnouncements(SALE_READ_PAGES.some((name) => pathOfRoute(routes, name) !== null));
  const listPath = useRoutePath('SaleList');
  const companyTime = useCompanyTime();
  const { money } = useMoney();

  useEffect(() => {
    if (!data) return;
    const { fresh, seen: next } = newAnnouncements(data, chatStore.get().seen);
    chatStore.set((s) => ({ ...s, seen: next, unread: s.open ? 0 : s.unread + fresh.length }));
    for (const a of fresh.slice(0, 5)) toast.info(t('chat.newSaleOrder', { number: a.number, customer: a.customerName ?? t('common.walkIn'), total: money(a.total, a.currency), currency: a.currency, user: a.username ?? '' }), 5000);
    if (fresh.length && !chatStore.get().muted) orderChime();
  }, [data, t, money]);

  return (
    <div className="chat-anchor">
      <button type="button" className="navbar-button" aria-label={t('navbar.chat')} title={t('navbar.chat')} aria-expanded={open} onClick={() => openChat(!open)}>
        <Icon name="chat" size={18} />
        <Badge count={unread} />
      </button>
      {open && (
        <section className="chat-panel" role="dialog" aria-label={t('chat.title')}>
          <header>
            <strong>{t('chat.title')}</strong>
            <span>
              <button type="button" className="icon-button" aria-pressed={muted} title={muted ? t('chat.unmute') : t('chat.mute')} aria-label={muted ? t('chat.unmute') : t('chat.mute')} onClick={() => muteChat(!muted)}>
                {muted ? '🔇' : '🔔'}
              </button>
              <button type="button" className="icon-button" aria-label={t('common.close')} onClick={() => openChat(false)}>
                ×
              </button>
            </span>
          </header>
          <h3 className="chat-section">{t('chat.announcements')}</h3>
          {data?.length ? (
            <ul className="chat-announcements">
              {data.map((a) => (
                <li key={a.position} className={seen !== null && a.position === seen ? 'newest' : undefined}>
                  <div>
                    {listPath ? <Link to={`${listPath}?search=${encodeURIComponent(a.number)}`}>{a.number}</Link> : <strong>{a.number}</strong>} · {a.customerName ?? t('common.walkIn')}
                  </div>
                  <div className="muted">
                    {money(a.total, a.currency)} {a.currency} · {a.username} · {companyTime(a.at)}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('chat.noAnnouncements')}</p>
          )}
          <p className="muted small">{t('chat.comingSoon')}</p>
        </section>
      )}
    </div>
  );
}
