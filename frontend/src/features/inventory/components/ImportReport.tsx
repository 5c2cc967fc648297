import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '../../../lib/api';

/** One refused row of an import, from the server's `row N.field` detail paths (row 0 = the file, 1 = the header row). */
export interface ReportRow {
  row: number;
  field: string;
  message: string;
}

export function reportRows(error: unknown): ReportRow[] {
  if (!(error instanceof ApiRequestError)) return [];
  return (error.error?.details ?? []).map((d) => {
    const m = /^row (\d+)\.(.*)$/.exec(d.path);
    return m ? { row: Number(m[1]), field: m[2]!, message: d.message } : { row: 0, field: d.path, message: d.message };
  });
}

/** What an import refused: the server's summary and a table of every bad row and field. */
export function ImportReport({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const rows = reportRows(error);
  return (
    <section className="card" aria-labelledby="import-report-title">
      <h2 id="import-report-title">{t('count.import.refusedTitle')}</h2>
      <p className="form-error" role="alert">
        {errorMessage(error)}
      </p>
      {rows.length > 0 && (
        <table className="table" aria-label={t('count.import.report')}>
          <thead>
            <tr>
              <th scope="col">{t('count.import.row')}</th>
              <th scope="col">{t('count.import.field')}</th>
              <th scope="col">{t('count.import.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>{r.row === 0 ? t('count.import.theFile') : r.row === 1 ? t('count.import.headerRow') : r.row}</td>
                <td>{r.field}</td>
                <td>{r.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
