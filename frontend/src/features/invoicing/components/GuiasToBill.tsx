import type { WaybillToBill } from '@tradedesk/contracts/invoicing/waybill';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/Field';
import { useMoney } from '../../../lib/money';

/**
 * Chile, the billing screen: a client's guías de despacho not billed yet to tick (`waybillIds`),
 * and the lines the ticked ones carried, so the clerk sees what the factura will bill before
 * issuing it (docs/invoicing.md "A factura of chosen guías"). The VAT rate of their lines is
 * chosen here, as for sale orders.
 */
export function GuiasToBill({ guias, picked, clientChosen, rateOptions }: { guias: WaybillToBill[]; picked: string[]; clientChosen: boolean; rateOptions: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const m = useMoney();
  const chosen = guias.filter((g) => picked.includes(g.waybillId));
  return (
    <section className="card" data-testid="guias-to-bill">
      <h2>{t('invoicingGuias.billing.title')}</h2>
      <p className="hint">{t('invoicingGuias.billing.hint')}</p>
      {clientChosen ? (
        <Field
          name="waybillIds"
          kind="checks"
          label={t('invoicingGuias.billing.pick')}
          options={guias.map((g) => ({
            value: g.waybillId,
            label: g.saleOrder ? t('invoicingGuias.billing.guiaOfOrder', { folio: g.folio, date: g.issueDate, order: g.saleOrder.number }) : t('invoicingGuias.billing.guiaTyped', { folio: g.folio, date: g.issueDate }),
          }))}
          empty={t('invoicingGuias.billing.none')}
        />
      ) : (
        <p role="status">{t('invoicingGuias.billing.pickClientFirst')}</p>
      )}
      {chosen.length > 0 && (
        <>
          <Field name="saleOrderVatRate" kind="select" label={t('invoicingGuias.billing.rate')} options={[{ value: '', label: '—' }, ...rateOptions]} setValueAs={(v) => v || undefined} />
          <h3>{t('invoicingGuias.billing.lines')}</h3>
          <table className="table" data-testid="guias-lines">
            <thead>
              <tr>
                <th>{t('invoicingGuias.billing.folio')}</th>
                <th>{t('invoicing.line.description')}</th>
                <th>{t('invoicing.line.unit')}</th>
                <th className="num">{t('invoicing.line.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {chosen.flatMap((g) =>
                g.lines.map((l, i) => (
                  <tr key={`${g.waybillId}-${i}`}>
                    <td>{g.folio}</td>
                    <td>{l.order?.name ?? l.description}</td>
                    <td>{l.order?.unit ?? l.unitName}</td>
                    <td className="num">{m.quantity(l.quantity)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
