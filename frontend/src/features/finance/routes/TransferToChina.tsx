import type { MoneyTransfer } from '@tradedesk/contracts/finance/money-transfers';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { money, TransferList } from '../components/TransferList';

/** Payments to suppliers abroad (route TransferToChina, /finance/transfer-to-china); New opens /finance/newTransferToChina. */
export default function TransferToChina() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useCallback(
    (locale: string): GridColumn<MoneyTransfer>[] => [
      { id: 'from', header: t('finMove.from'), value: (x) => x.fromAccountName, width: 150 },
      { id: 'supplier', header: t('finMove.supplier'), value: (x) => x.supplierName, width: 160 },
      { id: 'amount', header: t('finMove.amountSent'), value: (x) => x.amount, kind: 'decimal', width: 140, format: (_v, x) => money(x.amount, x.currency, locale) },
      { id: 'fee', header: t('finMove.fee'), value: (x) => x.fee, kind: 'decimal', width: 110, format: (_v, x) => money(x.fee, x.currency, locale) },
      { id: 'rate', header: t('finMove.rate'), value: (x) => x.rate ?? '', width: 100 },
      { id: 'received', header: t('finMove.received'), value: (x) => x.toAmount ?? '', kind: 'decimal', width: 150, format: (_v, x) => money(x.toAmount, x.toCurrency, locale) },
      { id: 'reference', header: t('finMove.reference'), value: (x) => x.reference, width: 130 },
    ],
    [t],
  );
  return <TransferList kind="china" columns={columns} newLabel={t('finMove.newChina')} onNew={() => void navigate('/finance/newTransferToChina')} />;
}
