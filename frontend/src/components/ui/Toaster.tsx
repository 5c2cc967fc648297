import { useTranslation } from 'react-i18next';
import { useStore } from '../../stores/create-store';
import { dismissToast, toastStore } from '../../stores/toast';

/** Toasts (messages and notifications), top right. Errors are announced assertively. */
export function Toaster() {
  const toasts = useStore(toastStore);
  const { t } = useTranslation();
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.type}${item.onClick ? ' toast-clickable' : ''}`}
          role={item.type === 'error' || item.type === 'warning' ? 'alert' : 'status'}
          onClick={() => {
            if (item.onClick) {
              item.onClick();
              dismissToast(item.id);
            }
          }}
        >
          <div className="toast-body">
            {item.title && <strong className="toast-title">{item.title}</strong>}
            <span className="toast-message">{item.message}</span>
            {item.items && item.items.length > 0 && (
              <ul className="toast-items">
                {item.items.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            )}
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label={t('common.close')}
            onClick={(e) => {
              e.stopPropagation();
              dismissToast(item.id);
            }}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
