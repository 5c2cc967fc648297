import type { CurrencyExchanged, DomesticTransferSent, TransferToChinaSent } from '@tradedesk/contracts/finance/money-transfers';

/** Accounts a transfer's tests name: cash and bank in USD, a CNY and a CLP account; UTC company; today is 2026-01-15 (testContext). */
export const USD = { currency: 'USD' };
export const CNY = { currency: 'CNY' };
export const CLP = { currency: 'CLP' };

export const domesticSent = (over: Partial<DomesticTransferSent['data']> = {}): DomesticTransferSent => ({
  type: 'DomesticTransferSent',
  data: { transferId: 't1', fromAccountId: 'cash', toAccountId: 'bank', currency: 'USD', amount: '500', fee: '0', date: '2026-01-15', memo: 'evening deposit', ...over },
});

export const chinaSent = (over: Partial<TransferToChinaSent['data']> = {}): TransferToChinaSent => ({
  type: 'TransferToChinaSent',
  data: {
    transferId: 't1', fromAccountId: 'bank', currency: 'USD', amount: '1000', fee: '25', supplierId: 's1', receivedCurrency: 'CNY', rate: '7.1', receivedAmount: '7100',
    date: '2026-01-15', reference: 'MT103-9', memo: '', ...over,
  },
});

export const exchanged = (over: Partial<CurrencyExchanged['data']> = {}): CurrencyExchanged => ({
  type: 'CurrencyExchanged',
  data: {
    transferId: 't1', fromAccountId: 'bank', fromCurrency: 'USD', fromAmount: '1000', toAccountId: 'cny', toCurrency: 'CNY', toAmount: '7150', rate: '7.15', tableRate: '7.1',
    baseCurrency: 'USD', differenceInBase: '7.04', date: '2026-01-15', memo: '', ...over,
  },
});
