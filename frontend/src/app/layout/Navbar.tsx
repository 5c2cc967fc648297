import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';
import type { RouteMatch } from '../path-match';
import { AlarmBell } from './AlarmBell';
import { Breadcrumb } from './Breadcrumb';
import { BugLogButton } from './BugLogButton';
import { ChatButton } from './ChatButton';
import { CompanyClock } from './CompanyClock';
import { FullscreenButton } from './FullscreenButton';
import { LanguageMenu } from './LanguageMenu';
import { LiveIndicator } from './LiveIndicator';
import { UserMenu } from './UserMenu';

/** Top bar (docs/shell.md "Top bar"): sidebar toggle, breadcrumb, company clock, chat, alarms, bug log, full screen, language, user. */
export function Navbar({ match, sidebarOpened, onToggleSidebar }: { match: RouteMatch; sidebarOpened: boolean; onToggleSidebar: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="navbar">
      <button
        type="button"
        className="navbar-button hamburger"
        aria-label={t('navbar.toggleSidebar')}
        title={t('navbar.toggleSidebar')}
        aria-pressed={sidebarOpened}
        onClick={onToggleSidebar}
      >
        <Icon name="menu" size={18} />
      </button>
      <Breadcrumb match={match} />
      <div className="navbar-right">
        <LiveIndicator />
        <CompanyClock />
        <ChatButton />
        <AlarmBell />
        <BugLogButton />
        <FullscreenButton />
        <LanguageMenu />
        <UserMenu />
      </div>
    </header>
  );
}
