import type { MoneyTransfer } from '@tradedesk/contracts/finance/money-transfers';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { money, TransferList } from '../components/TransferList';

/** Transfers between our accounts (route Domestic, /finance/domestic): from, to, amount, fee; New opens /finance/newDomestic. */
export default function Domestic() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useCallback(
    (locale: string): GridColumn<MoneyTransfer>[] => [
      { id: 'from', header: t('finMove.from'), value: (x) => x.fromAccountName, width: 160 },
      { id: 'to', header: t('finMove.to'), value: (x) => x.toAccountName, width: 160 },
      { id: 'amount', header: t('finMove.amount'), value: (x) => x.amount, kind: 'decimal', width: 140, format: (_v, x) => money(x.amount, x.currency, locale) },
      { id: 'fee', header: t('finMove.fee'), value: (x) => x.fee, kind: 'decimal', width: 110, format: (_v, x) => money(x.fee, x.currency, locale) },
      { id: 'currency', header: t('finMove.currency'), value: (x) => x.currency, width: 80 },
    ],
    [t],
  );
  return <TransferList kind="domestic" columns={columns} newLabel={t('finMove.newDomestic')} onNew={() => void navigate('/finance/newDomestic')} />;
}
