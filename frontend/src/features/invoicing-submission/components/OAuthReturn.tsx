import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { useConnectOffice } from '../api';

/**
 * The OAuth2 sign-in's way back (ANAF): the office sends the browser to the registered redirect
 * address (this screen) with `code` and `state`; they are handed to the server once, taken out of
 * the address, and the outcome is shown.
 */
export function OAuthReturn() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const connect = useConnectOffice();
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  useEffect(() => {
    if (!code || !state || sent.current) return;
    sent.current = true;
    connect.mutate({ code, state });
    setParams({}, { replace: true });
  }, [code, state, connect, setParams]);
  if (connect.isPending) return <p role="status">{t('submission.oauth.connecting')}</p>;
  if (connect.isSuccess) return <p role="status">{t('submission.oauth.connected')}</p>;
  return <LoadError error={connect.error} />;
}
