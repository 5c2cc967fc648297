import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';
import { toast } from '../../stores/toast';

/** The exact warning the product shows where full screen is not supported (docs/shell.md "Top bar"). */
export const FULLSCREEN_UNSUPPORTED = 'you browser can not work';

export function FullscreenButton() {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      toast.warning(FULLSCREEN_UNSUPPORTED);
      return;
    }
    const action = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    action.catch(() => toast.warning(FULLSCREEN_UNSUPPORTED));
  };
  const label = active ? t('navbar.exitFullscreen') : t('navbar.fullscreen');
  return (
    <button type="button" className="navbar-button" aria-label={label} title={label} aria-pressed={active} onClick={toggle}>
      <Icon name="expand" size={18} />
    </button>
  );
}
