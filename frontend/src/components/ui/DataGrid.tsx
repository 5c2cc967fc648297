/**
 * The shared list widget: ag-grid (the community modules it uses, registered once) with
 * - the user's column layout loaded from and saved to /be/api/table-column-config/columns
 *   (visible column ids in order; saved, debounced, after a move or a hide/show);
 * - a "Columns" panel to show, hide and reorder columns with the keyboard;
 * - a quick filter, and "Export to Excel" of the rows as currently filtered and sorted, with the
 *   translated headers (exceljs, loaded only when exporting); a paginated list (`exportAll`)
 *   exports all its pages, fetched in chunks with a progress bar (grid-export.ts).
 * Dense rows; ag-grid's own keyboard navigation; Enter or a double click activates a row.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  ModuleRegistry,
  NumberFilterModule,
  QuickFilterModule,
  RowSelectionModule,
  TextFilterModule,
  ValidationModule,
  themeQuartz,
  type CellKeyDownEvent,
  type ColDef,
  type GridApi,
  type ValueFormatterParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useCompanyTime } from '../../lib/company-time';
import { useMoney } from '../../lib/money';
import { toast } from '../../stores/toast';
import { newWorkbook, saveWorkbook } from '../../lib/xlsx';
import { ProgressBar } from './ProgressBar';
import { exportFileName, exportSheet, sheetName, type ExportColumn, type ExportSheet } from './excel-cells';
import { arrangeRows, compareValues, fetchAllPages, nextTurn, quickFilterText, type ExportAllRows, type ExportProgress } from './grid-export';
import { layoutToSave, moveId, resolveLayout, sameList, type ResolvedLayout } from './grid-layout';
import { saveTableColumns, tableColumnsQueryOptions, useTableColumns } from './table-columns-api';

/**
 * Only the grid features the lists use (AllCommunityModule is 1.15 MB raw, these about a third):
 * client-side rows and their api (forEachNodeAfterFilterAndSort for the export), text and number
 * column filters, the quick filter, multi-row selection with checkboxes, the column api (layout:
 * move, show/hide, applyColumnState), cellClass (numbers right-aligned) and localeText. Sorting,
 * column moving and resizing and the loading overlay are in ag-grid's core. A list needing more
 * (pinned rows, cell editing, CSV) registers its module here; in development ValidationModule names
 * a feature used without its module (error #200 in the console).
 */
export const GRID_MODULES = [
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  TextFilterModule,
  NumberFilterModule,
  QuickFilterModule,
  RowSelectionModule,
  ColumnApiModule,
  CellStyleModule,
  LocaleModule,
];

let modulesRegistered = false;
function registerModulesOnce() {
  if (modulesRegistered) return;
  ModuleRegistry.registerModules(import.meta.env.DEV ? [...GRID_MODULES, ValidationModule] : GRID_MODULES);
  modulesRegistered = true;
}
registerModulesOnce();

const gridTheme = themeQuartz.withParams({ spacing: 4, rowHeight: 28, headerHeight: 30, fontSize: 12, wrapperBorderRadius: 4 });

export const LAYOUT_SAVE_DEBOUNCE_MS = 800;
/** Rows added to the sheet between two turns of the browser. */
const EXPORT_SLICE = 2000;

/** A grid column: what the export needs (id saved in the user's layout, translated header, value, kind) and how it shows. */
export interface GridColumn<T> extends ExportColumn<T> {
  /** Display text (defaults by kind: dates day/month/year in the company time zone, numbers in the interface language's separators, booleans as yes/no). */
  format?: (value: unknown, row: T) => string;
  render?: (row: T) => ReactNode;
  flex?: number;
  hiddenByDefault?: boolean;
  lockVisible?: boolean;
  sortable?: boolean;
}

export interface DataGridProps<T> {
  /** Layout key on the server (e.g. 'employeeList'); no key: the layout is not saved. */
  table?: string;
  /** Accessible name of the grid and the Excel file / sheet name. */
  title: string;
  columns: GridColumn<T>[];
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  loading?: boolean;
  selectable?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  onRowActivated?: (row: T) => void;
  /** Extra buttons in the toolbar (left of the grid's own ones). */
  toolbar?: ReactNode;
  height?: number | string;
  quickFilter?: boolean;
  /** The list is paginated on the server: the export fetches every page, not just the one shown. */
  exportAll?: ExportAllRows<T>;
}

interface DisplayedColumn {
  id: string;
  visible: boolean;
}

const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';

export function DataGrid<T>(props: DataGridProps<T>) {
  const { table } = props;
  const layoutQuery = useTableColumns(table);
  // The grid is created once the saved layout is known (or failed to load: default layout).
  const ready = !table || !layoutQuery.isPending;
  const layout = useMemo<ResolvedLayout | null>(
    () => (ready ? resolveLayout(props.columns, layoutQuery.data?.columns) : null),
    // The layout is read once per grid: later saves come from this grid itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready],
  );
  if (!layout) return <div className="grid-loading" role="status">…</div>;
  return <GridBody {...props} initialLayout={layout} savedColumns={layoutQuery.data?.columns ?? []} />;
}

function GridBody<T>({
  table,
  title,
  columns,
  rows,
  getRowId,
  loading,
  selectable,
  onSelectionChange,
  onRowActivated,
  toolbar,
  height = 'calc(100vh - 250px)',
  quickFilter = true,
  initialLayout,
  savedColumns,
  exportAll,
}: DataGridProps<T> & { initialLayout: ResolvedLayout; savedColumns: string[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const apiRef = useRef<GridApi<T> | null>(null);
  const [displayed, setDisplayed] = useState<DisplayedColumn[]>(() => initialLayout.order.map((id) => ({ id, visible: !initialLayout.hidden.has(id) })));
  const [panelOpen, setPanelOpen] = useState(false);
  const [filterText, setFilterText] = useState('');
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const lastSaved = useRef<string[]>(savedColumns);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  // The ids of the selection last reported to the screen (see reportSelection).
  const reportedSelection = useRef('');
  /**
   * Tell the screen what the grid has ticked. Called on every selection change, and after every
   * new set of rows: the grid drops a ticked row that left the list and keeps a ticked row that is
   * still there (its new version), so the screen's toolbar always works on what shows ticked. A
   * reload that leaves the ticked ids as they were is not reported again (no render loop).
   */
  const reportSelection = (api: GridApi<T>, always: boolean) => {
    const picked = api.getSelectedRows();
    const ids = picked.map((r) => getRowId(r)).join('\u0000');
    if (!always && ids === reportedSelection.current) return;
    reportedSelection.current = ids;
    onSelectionChange?.(picked);
  };
  const ids = { filter: useId(), panel: useId() };

  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const yesNo = useCallback((v: boolean) => (v ? t('form.yes') : t('form.no')), [t]);
  // Dates show day/month/year, in the company's time zone (docs/architecture.md "Money and time").
  const companyTime = useCompanyTime();
  const { quantity } = useMoney();

  const columnDefs = useMemo<ColDef<T>[]>(() => {
    const ordered = [...columns].sort((a, b) => initialLayout.order.indexOf(a.id) - initialLayout.order.indexOf(b.id));
    return ordered.map((c) => {
      const def: ColDef<T> = {
        colId: c.id,
        headerName: c.header,
        initialHide: initialLayout.hidden.has(c.id),
        lockVisible: c.lockVisible,
        sortable: c.sortable !== false,
        filter: c.kind === 'number' || c.kind === 'decimal' ? 'agNumberColumnFilter' : 'agTextColumnFilter',
        resizable: true,
        valueGetter: (p) => (p.data ? c.value(p.data) : null),
        comparator: compareValues(c.kind),
        getQuickFilterText: (p) => quickFilterText(p.data ? c.value(p.data) : null),
        ...(c.width ? { width: c.width } : {}),
        ...(c.flex ? { flex: c.flex } : {}),
        cellClass: c.kind === 'number' || c.kind === 'decimal' ? 'cell-number' : undefined,
      };
      if (c.format) def.valueFormatter = (p: ValueFormatterParams<T>) => (p.data ? c.format!(p.value, p.data) : '');
      else if (c.kind === 'datetime' || c.kind === 'date') {
        const dateOnly = c.kind === 'date';
        def.valueFormatter = (p) => companyTime(p.value as string | number | null, { dateOnly });
      } else if (c.kind === 'decimal' || c.kind === 'number') {
        // Numbers show the interface language's separators, with the decimals they have (docs/shell.md "Display rules").
        def.valueFormatter = (p) => (typeof p.value === 'number' || typeof p.value === 'string' ? quantity(p.value) : '');
      } else if (c.kind === 'boolean') def.valueFormatter = (p) => yesNo(Boolean(p.value));
      else if (!c.render) def.valueFormatter = (p) => (Array.isArray(p.value) ? p.value.join(', ') : p.value == null ? '' : String(p.value));
      if (c.render) def.cellRenderer = (p: { data?: T }) => (p.data ? c.render!(p.data) : null);
      return def;
    });
  }, [columns, initialLayout, companyTime, yesNo, quantity]);

  const readDisplayed = useCallback((): DisplayedColumn[] => {
    const api = apiRef.current;
    if (!api) return [];
    return (api.getAllGridColumns() ?? [])
      .map((col) => ({ id: col.getColId(), visible: col.isVisible() }))
      .filter((c) => c.id !== SELECTION_COLUMN);
  }, []);

  const scheduleSave = useCallback(() => {
    const now = readDisplayed();
    setDisplayed(now);
    if (!table) return;
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      const next = layoutToSave(columnsRef.current, now);
      if (sameList(next, lastSaved.current)) return;
      lastSaved.current = next;
      saveTableColumns(table, next).then(
        () => queryClient.setQueryData(tableColumnsQueryOptions(table).queryKey, { table, columns: next, saved: true }),
        (error: unknown) => toast.error(`${t('grid.layoutSaveFailed')}: ${errorMessage(error)}`),
      );
    }, LAYOUT_SAVE_DEBOUNCE_MS);
  }, [queryClient, readDisplayed, t, table]);

  useEffect(() => () => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
  }, []);

  const setVisible = (id: string, visible: boolean) => {
    apiRef.current?.setColumnsVisible([id], visible);
    scheduleSave();
  };
  const move = (id: string, delta: number) => {
    const api = apiRef.current;
    if (!api) return;
    const order = moveId(readDisplayed().map((c) => c.id), id, delta);
    api.moveColumns([id], order.indexOf(id) + (api.getColumn(SELECTION_COLUMN) ? 1 : 0));
    scheduleSave();
  };
  const resetLayout = () => {
    const api = apiRef.current;
    if (!api) return;
    const def = resolveLayout(columns, []);
    api.applyColumnState({ state: def.order.map((id) => ({ colId: id, hide: def.hidden.has(id) })), applyOrder: true });
    if (api.getColumn(SELECTION_COLUMN)) api.moveColumns([SELECTION_COLUMN], 0);
    scheduleSave();
  };

  const exportExcel = async () => {
    const api = apiRef.current;
    if (!api) return;
    setExporting(true);
    try {
      const cols = api
        .getAllDisplayedColumns()
        .map((c) => byId.get(c.getColId()))
        .filter((c): c is GridColumn<T> => Boolean(c));
      let data: T[] = [];
      if (exportAll) {
        // Every page of the list, arranged as the grid arranges the page on screen.
        setProgress({ done: 0, total: 0 });
        const all = await fetchAllPages(exportAll, setProgress);
        const sort = api
          .getColumnState()
          .filter((c) => c.sort)
          .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
          .map((c) => ({ colId: c.colId, sort: c.sort! }));
        data = arrangeRows(all, columns, { sort, quickFilter: filterText, shown: cols.map((c) => c.id) });
      } else {
        api.forEachNodeAfterFilterAndSort((node) => {
          if (node.data) data.push(node.data);
        });
      }
      await saveExport(title, exportSheet(cols, data, yesNo), () => setProgress((p) => (p ? { ...p, writing: true } : p)));
    } catch (error) {
      toast.error(`${t('grid.exportFailed')}: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
      setProgress(null);
    }
  };

  const onCellKeyDown = (e: CellKeyDownEvent<T>) => {
    const key = (e.event as KeyboardEvent | null)?.key;
    if (key === 'Enter' && e.data && onRowActivated) onRowActivated(e.data);
  };

  return (
    <div className="data-grid">
      <div className="grid-toolbar" role="toolbar" aria-label={title}>
        {toolbar}
        <span className="grid-toolbar-spacer" />
        {quickFilter && (
          <span className="grid-filter">
            <label htmlFor={ids.filter}>{t('grid.filter')}</label>
            <input
              id={ids.filter}
              type="search"
              value={filterText}
              onChange={(e) => {
                setFilterText(e.target.value);
                apiRef.current?.setGridOption('quickFilterText', e.target.value);
              }}
            />
          </span>
        )}
        <span className="grid-columns">
          <button type="button" className="btn btn-small" aria-expanded={panelOpen} aria-controls={ids.panel} onClick={() => setPanelOpen((o) => !o)}>
            {t('grid.columns')}
          </button>
          {panelOpen && (
            <div
              className="grid-columns-panel"
              id={ids.panel}
              role="group"
              aria-label={t('grid.columns')}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setPanelOpen(false);
              }}
            >
              <ul>
                {displayed.map((c, i) => {
                  const col = byId.get(c.id);
                  if (!col) return null;
                  return (
                    <li key={c.id}>
                      <label>
                        <input type="checkbox" checked={c.visible} disabled={col.lockVisible} onChange={(e) => setVisible(c.id, e.target.checked)} />
                        {col.header}
                      </label>
                      <button type="button" className="icon-button" aria-label={t('grid.moveUp', { column: col.header })} disabled={i === 0} onClick={() => move(c.id, -1)}>
                        ←
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('grid.moveDown', { column: col.header })}
                        disabled={i === displayed.length - 1}
                        onClick={() => move(c.id, 1)}
                      >
                        →
                      </button>
                    </li>
                  );
                })}
              </ul>
              <button type="button" className="btn btn-small" onClick={resetLayout}>
                {t('grid.resetLayout')}
              </button>
            </div>
          )}
        </span>
        <button type="button" className="btn btn-small" onClick={() => void exportExcel()} disabled={exporting || !rows || rows.length === 0}>
          {exporting ? t('grid.exporting') : t('grid.export')}
        </button>
      </div>
      {progress && (
        <ProgressBar
          label={t('grid.exporting')}
          value={progress.writing || progress.total === 0 ? null : progress.done}
          max={Math.max(1, progress.total)}
          detail={progress.writing ? t('grid.exportWriting') : progress.total > 0 ? t('grid.exportProgress', { done: quantity(String(progress.done)), total: quantity(String(progress.total)) }) : undefined}
        />
      )}
      <div className="grid-body" role="region" aria-label={title} style={{ height }}>
        <AgGridReact<T>
          theme={gridTheme}
          rowData={rows ?? []}
          columnDefs={columnDefs}
          getRowId={(p) => getRowId(p.data)}
          loading={loading}
          maintainColumnOrder
          suppressDragLeaveHidesColumns
          enableCellTextSelection
          ensureDomOrder
          localeText={{ noRowsToShow: t('grid.noRows'), loadingOoo: t('grid.loading') }}
          rowSelection={selectable ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } : undefined}
          onGridReady={(e) => {
            apiRef.current = e.api;
            setDisplayed(readDisplayed());
          }}
          onGridPreDestroyed={() => {
            apiRef.current = null;
          }}
          onColumnMoved={(e) => {
            if (e.finished && e.source !== 'api') scheduleSave();
          }}
          onColumnVisible={(e) => {
            if (e.source !== 'api') scheduleSave();
          }}
          onSelectionChanged={(e) => reportSelection(e.api, true)}
          onRowDataUpdated={(e) => reportSelection(e.api, false)}
          onRowDoubleClicked={(e) => {
            if (e.data && onRowActivated) onRowActivated(e.data);
          }}
          onCellKeyDown={onCellKeyDown}
        />
      </div>
    </div>
  );
}

/** The rows as shown, written to "<title> <day>.xlsx": bold frozen header row with filters, numbers keeping their decimals. */
async function saveExport(title: string, sheet: ExportSheet, onWriting: () => void): Promise<void> {
  const workbook = await newWorkbook();
  const ws = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns;
  ws.getRow(1).font = { bold: true };
  for (const [n, cells] of sheet.rows.entries()) {
    // A large sheet is built in slices, so the page keeps painting and answering input.
    if (n > 0 && n % EXPORT_SLICE === 0) await nextTurn();
    const added = ws.addRow(cells.map((cell) => cell.value));
    cells.forEach((cell, i) => {
      if (cell.numFmt) added.getCell(i + 1).numFmt = cell.numFmt;
    });
  }
  if (sheet.columns.length > 0) ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  onWriting();
  await nextTurn();
  await saveWorkbook(workbook, exportFileName(title, new Date()));
}
