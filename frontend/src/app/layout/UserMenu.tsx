import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dropdown } from '../../components/ui/Dropdown';
import { Icon } from '../../components/ui/Icon';
import { logout } from '../../features/identity/api/logout';
import { setInvoiceIdentity } from '../../lib/auth';
import { useSession } from '../../stores/session';
import { ROLE_ADMIN, ROLE_INVOICE, ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { endSession } from '../session-loader';
import { useRoutePath } from './routes-context';

/** User menu: profile, password, invoice system on/off, log out (POST /api/user/logout, then reload). */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useSession((s) => s.profile);
  const invoiceIdentity = useSession((s) => s.invoiceIdentity);
  const billingPath = useRoutePath('InvoiceBilling');
  const mayUseInvoiceSystem = (profile?.role ?? []).some((r) => r === ROLE_ROOT || r === ROLE_ADMIN || r === ROLE_INVOICE);
  const name = profile?.name || profile?.username || '';

  const signOut = async () => {
    await logout().catch(() => undefined);
    endSession(queryClient);
    window.location.reload();
  };

  return (
    <Dropdown
      label={t('navbar.userMenu')}
      className="user-menu"
      content={
        <>
          {profile?.avatar?.staticUrl ? (
            <img className="avatar" src={profile.avatar.staticUrl} alt="" />
          ) : (
            <span className="avatar avatar-initial" aria-hidden="true">
              {(name[0] ?? '?').toUpperCase()}
            </span>
          )}
          <span className="user-name">{name}</span>
        </>
      }
    >
      {(close) => (
        <>
          <button type="button" role="menuitem" className="dropdown-item" onClick={() => { close(); navigate('/profile/index'); }}>
            <Icon name="user" /> {t('route.ProfileIndex')}
          </button>
          <button type="button" role="menuitem" className="dropdown-item" onClick={() => { close(); navigate('/profile/password'); }}>
            <Icon name="setting" /> {t('route.ProfilePassword')}
          </button>
          <button type="button" role="menuitem" className="dropdown-item" onClick={() => { close(); navigate('/dashboard'); }}>
            <Icon name="dashboard" /> {t('route.Dashboard')}
          </button>
          {invoiceIdentity ? (
            <button
              type="button"
              role="menuitem"
              className="dropdown-item"
              onClick={() => {
                setInvoiceIdentity(false);
                window.location.assign('/dashboard');
              }}
            >
              <Icon name="invoice" /> {t('navbar.leaveInvoiceSystem')}
            </button>
          ) : (
            mayUseInvoiceSystem &&
            billingPath && (
              <button
                type="button"
                role="menuitem"
                className="dropdown-item"
                onClick={() => {
                  // The invoice system is entered by setting the identity flag and reloading (docs/shell.md "Session").
                  setInvoiceIdentity(true);
                  window.location.assign(billingPath);
                }}
              >
                <Icon name="invoice" /> {t('navbar.enterInvoiceSystem')}
              </button>
            )
          )}
          <hr className="dropdown-divider" />
          <button type="button" role="menuitem" className="dropdown-item" onClick={() => { close(); void signOut(); }}>
            <Icon name="logout" /> {t('navbar.logout')}
          </button>
        </>
      )}
    </Dropdown>
  );
}
