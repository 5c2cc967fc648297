import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { Icon } from '../../components/ui/Icon';
import { useUnreadAlarms } from '../../features/messaging/api/get-alarms';
import { alarmNotificationLines, NOTIFICATION_DURATION_MS } from '../../features/messaging/alarm-format';
import { showToast } from '../../stores/toast';
import { useRoutePath } from './routes-context';

/** Alarm reminders: unread count (cap 99); click opens AlarmClock with from=from (docs/shell.md "Alarms"). */
export function AlarmBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alarmPath = useRoutePath('AlarmClock');
  const { data } = useUnreadAlarms(Boolean(alarmPath));
  if (!alarmPath) return null;
  return (
    <button
      type="button"
      className="navbar-button"
      aria-label={t('route.AlarmClock')}
      title={t('route.AlarmClock')}
      onClick={() => navigate(`${alarmPath}?from=from`)}
    >
      <Icon name="bell" size={18} />
      <Badge count={data?.total ?? 0} />
    </button>
  );
}

/**
 * On first load with unread alarms, a warning titled with the alarm-clock label lists up to
 * five (order id, content), an ellipsis if more, for 10 s; clicking opens the alarm page.
 */
export function AlarmNotifier() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alarmPath = useRoutePath('AlarmClock');
  const { data } = useUnreadAlarms(Boolean(alarmPath));
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !data || !alarmPath) return;
    shown.current = true;
    const lines = alarmNotificationLines(data.alarmClocks, (key) => t(key));
    if (lines.length === 0) return;
    showToast({
      type: 'warning',
      title: t('route.AlarmClock'),
      message: t('alarm.unreadCount', { total: data.total }),
      items: lines,
      duration: NOTIFICATION_DURATION_MS,
      onClick: () => navigate(`${alarmPath}?from=from`),
    });
  }, [data, alarmPath, navigate, t]);
  return null;
}
