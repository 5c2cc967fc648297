import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { GridColumn } from '../ui/DataGrid';

/** A button in a row of the grid: named after its row for screen readers ("History of TR-…"); a link when it opens a page. */
export interface RowButton<T> {
  label: string;
  ariaLabel: (row: T) => string;
  onClick?: (row: T) => void;
  /** The page it opens, instead of `onClick`. */
  to?: (row: T) => string;
  disabled?: (row: T) => boolean;
}

/** A column of buttons working on each row: shown, never exported to Excel, not sortable. */
export function buttonsColumn<T>(id: string, header: string, buttons: readonly RowButton<T>[], width = 170): GridColumn<T> {
  return {
    id,
    header,
    value: () => '',
    exportValue: () => '',
    sortable: false,
    width,
    render: (row) => (
      <span className="row-actions">
        {buttons.map((b, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            {b.to ? (
              <Link className="btn btn-small" to={b.to(row)} aria-label={b.ariaLabel(row)}>
                {b.label}
              </Link>
            ) : (
              <button type="button" className="btn btn-small" disabled={b.disabled?.(row)} onClick={() => b.onClick?.(row)} aria-label={b.ariaLabel(row)}>
                {b.label}
              </button>
            )}
          </Fragment>
        ))}
      </span>
    ),
  };
}
