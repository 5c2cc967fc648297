import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../components/ui/Dropdown';
import { Icon } from '../../components/ui/Icon';
import { switchLanguage } from '../../features/identity/api/switch-language';
import { applyLanguage } from '../../i18n';
import { LANGUAGES, normalizeLanguage } from '../../i18n/languages';
import { LANGUAGE_SWITCH_CLOSED } from '@tradedesk/contracts/identity/identity';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { profileChanged, useSession } from '../../stores/session';
import { toast } from '../../stores/toast';
import { settingFlag } from '../../lib/settings';

/** The product's own (Chinese) refusal when the company closed language switching (docs/shell.md "Languages"). */
export const LANGUAGE_SWITCH_CLOSED_MESSAGE = '没有权限切换语言，请到公司设置中关闭“关闭语言切换”选项后再试';

/**
 * Language switcher: refused when IsCloseLang; the current language is disabled;
 * PUT /api/user/language {language}, then the interface switches and says so.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const settings = useSession((s) => s.settings);
  const current = normalizeLanguage(i18n.language);

  const choose = async (code: string) => {
    if (settingFlag(settings, 'IsCloseLang')) {
      toast.error(LANGUAGE_SWITCH_CLOSED_MESSAGE);
      return;
    }
    try {
      await switchLanguage(code);
      await applyLanguage(code);
      profileChanged({ language: code });
      toast.success(t('common.switchLanguageSuccess', { lng: code }));
    } catch (error) {
      const closed = error instanceof ApiRequestError && error.error?.reason === LANGUAGE_SWITCH_CLOSED;
      toast.error(closed ? LANGUAGE_SWITCH_CLOSED_MESSAGE : errorMessage(error));
    }
  };

  return (
    <Dropdown label={t('navbar.language')} content={<Icon name="globe" size={18} />}>
      {(close) =>
        LANGUAGES.map((language) => (
          <button
            key={language.code}
            type="button"
            role="menuitemradio"
            aria-checked={language.code === current}
            className="dropdown-item"
            disabled={language.code === current}
            lang={language.locale}
            onClick={() => {
              close();
              void choose(language.code);
            }}
          >
            {language.name}
          </button>
        ))
      }
    </Dropdown>
  );
}
