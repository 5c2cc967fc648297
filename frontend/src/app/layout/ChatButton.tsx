import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Icon } from '../../components/ui/Icon';
import { chatStore, openChat } from '../../stores/chat';
import { useStore } from '../../stores/create-store';

/** Chat icon with the unread count (cap 99); opening the panel resets the counter (spec 4). */
export function ChatButton() {
  const { t } = useTranslation();
  const { unread, open } = useStore(chatStore);
  return (
    <div className="chat-anchor">
      <button
        type="button"
        className="navbar-button"
        aria-label={t('navbar.chat')}
        title={t('navbar.chat')}
        aria-expanded={open}
        onClick={() => openChat(!open)}
      >
        <Icon name="chat" size={18} />
        <Badge count={unread} />
      </button>
      {open && (
        <section className="chat-panel" role="dialog" aria-label={t('chat.title')}>
          <header>
            <strong>{t('chat.title')}</strong>
            <button type="button" className="icon-button" aria-label={t('common.close')} onClick={() => openChat(false)}>
              ×
            </button>
          </header>
          <p>{t('chat.comingSoon')}</p>
        </section>
      )}
    </div>
  );
}
