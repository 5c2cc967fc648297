import { ENTRY_DIRECTIONS, type EntryDirection } from '@tradedesk/contracts/finance/money-accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FilterBar, optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { LoadError } from '../../../components/ui/LoadError';
import { useFinanceClasses } from '../api/money-accounts';

/**
 * Income and expense classes (route FinanceClass, /finance/class): the tree, each class indented
 * under its parent. A tree is not a grid (ag-grid community has no tree rows): a table under the
 * kit's FilterBar and LoadError. New opens /finance/newFinanceClass.
 */
export default function FinanceClass() {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<EntryDirection | ''>('');
  const list = useFinanceClasses(direction ? { direction } : {});
  return (
    <section className="page" aria-labelledby="finance-class-title">
      <h1 id="finance-class-title" className="page-title">
        {t('route.FinanceClass')}
      </h1>
      <FilterBar>
        <SelectFilter label={t('finAcc.direction')} value={direction} onChange={setDirection} allLabel={t('finAcc.all')} options={optionsOf(ENTRY_DIRECTIONS, (d) => t(`finAcc.directions.${d}`))} />
        <Link className="btn btn-primary" to="/finance/newFinanceClass">
          {t('finAcc.newClass')}
        </Link>
      </FilterBar>
      <LoadError error={list.isError ? list.error : null} />
      <table className="table" aria-label={t('route.FinanceClass')}>
        <thead>
          <tr>
            <th>{t('finAcc.className')}</th>
            <th>{t('finAcc.direction')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.classes.map((c) => (
            <tr key={c.id}>
              <td style={{ paddingLeft: `${0.5 + c.depth * 1.5}rem` }}>{c.name}</td>
              <td>{t(`finAcc.directions.${c.direction}`)}</td>
            </tr>
          ))}
          {list.data && list.data.classes.length === 0 && (
            <tr>
              <td colSpan={2} className="muted">
                {t('finAcc.noClasses')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
