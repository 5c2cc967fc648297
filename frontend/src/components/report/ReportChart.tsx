import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportChartSpec } from './ReportPage';

/** recharts' own palette-free colours: distinct in light and dark themes, enough for a report's few series. */
const COLOURS = ['#2f6fde', '#e08a1e', '#2e9d5b', '#c2417a', '#7a5bd1', '#5a7684'];

/**
 * The chart of a report (loaded with the first report that draws one: recharts stays out of the
 * other screens' files). Decimal strings become numbers here only to place bars and points; the
 * figures a person reads are the formatted ones in the tooltip and in the table beside the chart.
 */
export default function ReportChart<T>({ spec, rows }: { spec: ReportChartSpec<T>; rows: readonly T[] }) {
  const data = rows.map((row) => {
    const point: Record<string, string | number> = { label: spec.label(row) };
    spec.series.forEach((s, i) => {
      const value = s.value(row);
      point[`s${i}`] = Number(value) || 0;
      point[`r${i}`] = value;
    });
    return point;
  });
  // The tooltip shows the row's own decimal string, formatted like the table.
  const format = (item: { dataKey?: unknown; payload?: Record<string, unknown> }) => {
    const i = Number(String(item.dataKey ?? '').slice(1));
    const raw = String(item.payload?.[`r${i}`] ?? '');
    return spec.format ? spec.format(raw, i) : raw;
  };
  if (spec.kind === 'pie') {
    // One slice per row, sized by the first series; slices below zero are left out of the pie (the table keeps them).
    const slices = data.filter((d) => Number(d.s0) > 0);
    return (
      <div className="report-chart" role="img" aria-label={spec.title}>
        <ResponsiveContainer width="100%" height={spec.height ?? 300}>
          <PieChart>
            <Pie data={slices} dataKey="s0" nameKey="label" outerRadius="80%" isAnimationActive={false}>
              {slices.map((d, i) => <Cell key={String(d.label) + i} fill={COLOURS[i % COLOURS.length]} />)}
            </Pie>
            <Tooltip formatter={(_value, name, item) => [format({ dataKey: 's0', payload: (item as { payload?: Record<string, unknown> }).payload }), String(name)]} />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </div>
    );
  }
  const Chart = spec.kind === 'line' ? LineChart : BarChart;
  return (
    <div className="report-chart" role="img" aria-label={spec.title}>
      <ResponsiveContainer width="100%" height={spec.height ?? 260}>
        <Chart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tick={{ fontSize: 11 }} width={72} />
          <Tooltip formatter={(_value, name, item) => [format(item as never), String(name)]} />
          <Legend />
          {spec.series.map((s, i) =>
            spec.kind === 'line' ? (
              <Line key={i} type="monotone" dataKey={`s${i}`} name={s.label} stroke={COLOURS[i % COLOURS.length]} dot={false} isAnimationActive={false} />
            ) : (
              <Bar key={i} dataKey={`s${i}`} name={s.label} fill={COLOURS[i % COLOURS.length]} maxBarSize={48} isAnimationActive={false} />
            ),
          )}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}
