import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeContactLines } from '@tradedesk/contracts/settings/company-settings';
import { setCookie } from '../../lib/cookies';
import { localDayKey } from '../../lib/format';
import { settingValue } from '../../lib/settings';
import { useSession } from '../../stores/session';
import { NOTICE_AUTO_CLOSE_MS, NOTICE_COOKIE, NOTICE_COOKIE_DAYS, NOTICE_DAY_STORAGE_KEY, shouldShowNotice } from './notice';

function rememberedDay(): string | null {
  try {
    return localStorage.getItem(NOTICE_DAY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Daily notice (docs/shell.md "Daily notice"): warns about people impersonating agents and lists
 * the official contacts, the lines of the company setting NoticeContacts (none set: no contact
 * block). Once per calendar day; closes after 50 s or on click; closing stores a 30-day cookie.
 */
export function NoticeBanner() {
  const { t } = useTranslation();
  const contacts = noticeContactLines(settingValue(useSession((s) => s.settings), 'NoticeContacts'));
  const [visible, setVisible] = useState(() => shouldShowNotice(rememberedDay(), localDayKey(new Date())));
  const [secondsLeft, setSecondsLeft] = useState(NOTICE_AUTO_CLOSE_MS / 1000);

  useEffect(() => {
    if (!visible) return;
    try {
      localStorage.setItem(NOTICE_DAY_STORAGE_KEY, localDayKey(new Date()));
    } catch {
      /* storage disabled: shown on every load */
    }
    const started = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((NOTICE_AUTO_CLOSE_MS - (Date.now() - started)) / 1000));
      setSecondsLeft(left);
      if (left === 0) close();
    }, 1000);
    return () => clearInterval(timer);
  }, [visible]); // eslint-disable-line react-hooks/exhaustive-deps

  function close() {
    setCookie(NOTICE_COOKIE, localDayKey(new Date()), { days: NOTICE_COOKIE_DAYS });
    setVisible(false);
  }

  if (!visible) return null;
  return (
    <aside className="notice-banner" role="region" aria-label={t('notice.title')} onClick={close}>
      <div className="notice-content">
        <strong className="notice-title">{t('notice.title')}</strong>
        <p>{t('notice.warning')}</p>
        {contacts.length > 0 && (
          <>
            <p className="notice-contacts-heading">{t('notice.contactsHeading')}</p>
            <ul className="notice-contacts" aria-label={t('notice.contactsHeading')}>
              {contacts.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="notice-side">
        <span className="notice-countdown">{t('notice.autoClose', { seconds: secondsLeft })}</span>
        <button
          type="button"
          className="btn btn-small"
          onClick={(e) => {
            e.stopPropagation();
            close();
          }}
        >
          {t('common.close')}
        </button>
      </div>
    </aside>
  );
}
