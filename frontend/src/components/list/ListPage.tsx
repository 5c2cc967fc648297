import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { toast } from '../../stores/toast';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DataGrid, type DataGridProps } from '../ui/DataGrid';
import { LoadError } from '../ui/LoadError';
import { Pager } from '../ui/Pager';
import { currentSelection, type PagerState, toggleAction } from './list-state';

/** A toolbar button working on the one selected row (disabled until exactly one is selected). */
export interface RowAction<T> {
  label: string | ((row: T | null) => string);
  run: (row: T) => void;
  /** Also disabled for such a row (one it does not apply to). */
  disabled?: boolean | ((row: T) => boolean);
  primary?: boolean;
}

/**
 * Enable / disable of the selected row: the label follows the row, "saved" or the refusal as a
 * toast. The row stays ticked while it is still listed (its label then offers the way back:
 * Disable becomes Enable); a row the list no longer shows (a list of active rows) is no longer
 * selected. Either way the tick and the toolbar agree.
 */
export interface StatusToggle<T> {
  isDisabled: (row: T) => boolean;
  run: (row: T, action: 'enable' | 'disable') => Promise<unknown>;
  /** Ask first, with this question for the row. */
  confirm?: (row: T, action: 'enable' | 'disable') => string;
}

export type ToolbarItem<T> = RowAction<T> | { status: StatusToggle<T> };

/** The screen's create / edit: New opens it empty, Edit (or Enter, or a double click on a row) with the row. */
export interface ListEditor<T> {
  newLabel: string;
  /** New is greyed (the list's owner takes no new rows: a disabled warehouse's zones). */
  newDisabled?: boolean;
  /** The Edit button's label (form.edit unless given). */
  editLabel?: string;
  /** The create / edit dialog (`close` closes it)... */
  render?: (row: T | null, close: () => void) => ReactNode;
  /** ...or, for records edited on a page of their own, going there. */
  open?: (row: T | null) => void;
}

export interface ListPageProps<T> extends Omit<DataGridProps<T>, 'title' | 'toolbar' | 'loading' | 'selectable'> {
  titleId: string;
  /** The page's heading, and the grid's name and Excel file name unless `gridTitle` is given. */
  title: string;
  gridTitle?: string;
  /** A list inside a page (a card with a second-level heading) rather than the page itself. */
  card?: boolean;
  /** What the list belongs to, right under the heading (a count order's number and state, a hint). */
  head?: ReactNode;
  /** A line under the heading saying what the list is. */
  intro?: ReactNode;
  /** The filter bar (FilterBar with its inputs). */
  filters?: ReactNode;
  /** The list's query: its failure is the one load-error line, its first load the grid's spinner. */
  query: { error: unknown; isPending: boolean };
  /** What the list adds up to, between the load-error line and the grid (balances, how many rows need a look, a refusal). */
  summary?: ReactNode;
  /** Given (even null), it stands instead of the grid and the pager: the list waits for a choice (pick a warehouse first). */
  placeholder?: ReactNode;
  loading?: boolean;
  editor?: ListEditor<T>;
  /** Toolbar buttons for the selected row, after New and Edit, in this order. */
  rowActions?: ToolbarItem<T>[];
  /** Further toolbar content (links, an import button), after the row actions; a function gets the selected row (null unless exactly one) and the whole selection. */
  actions?: ReactNode | ((one: T | null, selected: T[]) => ReactNode);
  /** A new key builds the grid afresh, with nothing selected (a list switching between two sets of columns, or to another warehouse's rows). */
  gridKey?: string;
  /** Selection check boxes (on by default when a button works on the selected row). */
  selectable?: boolean;
  pager?: PagerState;
  /** The screen's dialogs and anything under the list. */
  children?: ReactNode;
}

/**
 * The reference-list page of the kit: heading, filter bar, one load-error line, the shared grid
 * (saved columns, quick filter, Excel export of the rows as shown) with its toolbar of New /
 * Edit / row actions, the pager, and the create / edit dialog the screen supplies. A list with a
 * pager also passes `exportAll` (exportPages): the export then holds every page, not the one shown.
 */
export function ListPage<T>({
  titleId,
  title,
  gridTitle,
  card,
  head,
  intro,
  filters,
  query,
  summary,
  placeholder,
  loading,
  editor,
  rowActions = [],
  actions,
  gridKey,
  selectable,
  pager,
  children,
  onSelectionChange,
  onRowActivated,
  rows,
  getRowId,
  ...gridProps
}: ListPageProps<T>) {
  const { t } = useTranslation();
  // The grid's selection, for the grid it was made in (a new gridKey starts with none). The grid
  // is its one source: it reports every tick and, after each reload, what is still ticked, so the
  // toolbar never works on a row that shows unticked nor stays greyed under a ticked one.
  const [selection, setSelection] = useState<{ gridKey: string | undefined; rows: T[] }>({ gridKey, rows: [] });
  const setSelected = (picked: T[]) => setSelection({ gridKey, rows: picked });
  const selected = currentSelection(selection.gridKey === gridKey ? selection.rows : [], rows, getRowId);
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [statusBusy, setStatusBusy] = useState(false);
  const [asking, setAsking] = useState<StatusToggle<T> | null>(null);
  const one = selected.length === 1 ? selected[0]! : null;
  const close = () => setEditing(undefined);
  const edit = (row: T | null) => (editor?.open ? editor.open(row) : setEditing(row));

  const changeStatus = async (toggle: StatusToggle<T>) => {
    if (!one) return;
    setStatusBusy(true);
    try {
      await toggle.run(one, toggleAction(toggle.isDisabled(one)));
      toast.success(t('form.saved'));
      setAsking(null);
      // Not cleared here: the grid keeps its tick on a row still listed, and the toolbar follows
      // the grid (DataGrid reports its selection again after the list reloads).
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setStatusBusy(false);
    }
  };
  const statusLabel = (toggle: StatusToggle<T>) => (one && toggle.isDisabled(one) ? t('form.enable') : t('form.disable'));

  const list = (
    <>
      <DataGrid<T>
        key={gridKey}
        {...gridProps}
        rows={rows}
        getRowId={getRowId}
        title={gridTitle ?? title}
        loading={loading ?? query.isPending}
        selectable={selectable ?? Boolean(editor || rowActions.length > 0)}
        onSelectionChange={(picked) => {
          setSelected(picked);
          onSelectionChange?.(picked);
        }}
        onRowActivated={onRowActivated ?? (editor ? edit : undefined)}
        toolbar={
          <>
            {editor && (
              <>
                <button type="button" className="btn btn-small btn-primary" disabled={editor.newDisabled} onClick={() => edit(null)}>
                  {editor.newLabel}
                </button>
                <button type="button" className="btn btn-small" disabled={!one} onClick={() => one && edit(one)}>
                  {editor.editLabel ?? t('form.edit')}
                </button>
              </>
            )}
            {rowActions.map((item, i) =>
              'status' in item ? (
                <button key={i} type="button" className="btn btn-small" disabled={!one || statusBusy} onClick={() => (item.status.confirm ? setAsking(item.status) : void changeStatus(item.status))}>
                  {statusLabel(item.status)}
                </button>
              ) : (
                <button
                  key={i}
                  type="button"
                  className={item.primary ? 'btn btn-small btn-primary' : 'btn btn-small'}
                  disabled={!one || (typeof item.disabled === 'function' ? item.disabled(one) : item.disabled)}
                  onClick={() => one && item.run(one)}
                >
                  {typeof item.label === 'function' ? item.label(one) : item.label}
                </button>
              ),
            )}
            {typeof actions === 'function' ? actions(one, selected) : actions}
          </>
        }
      />
      {pager && <Pager {...pager} />}
    </>
  );

  const Heading = card ? 'h2' : 'h1';
  return (
    <section className={card ? 'card' : 'page'} aria-labelledby={titleId}>
      <Heading id={titleId} className={card ? undefined : 'page-title'}>
        {title}
      </Heading>
      {head}
      {intro && <p className="muted">{intro}</p>}
      {filters}
      <LoadError error={query.error} />
      {summary}
      {placeholder !== undefined ? placeholder : list}
      {editor?.render && editing !== undefined && editor.render(editing, close)}
      {asking && (
        <ConfirmDialog
          open={Boolean(one)}
          title={statusLabel(asking)}
          message={one ? asking.confirm!(one, toggleAction(asking.isDisabled(one))) : ''}
          confirmLabel={statusLabel(asking)}
          danger={Boolean(one && !asking.isDisabled(one))}
          busy={statusBusy}
          onConfirm={() => void changeStatus(asking)}
          onClose={() => setAsking(null)}
        />
      )}
      {children}
    </section>
  );
}

/** A primary toolbar button of a list's own (New when it opens a page rather than a dialog). */
export function ToolbarButton({ label, onClick, primary, disabled }: { label: string; onClick: () => void; primary?: boolean; disabled?: boolean }) {
  return (
    <button type="button" className={primary ? 'btn btn-small btn-primary' : 'btn btn-small'} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}
