import { REPORT_PAGES } from '../../../app/route-tree';
import { catalogueByGroup, REPORT_CATALOGUE } from './report-catalogue';

describe('the report home\'s list', () => {
  it('names every report page of the route tree exactly once', () => {
    const listed = REPORT_CATALOGUE.map((e) => e.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(REPORT_PAGES.map(([, name]) => name).sort());
  });

  it('groups the reports as sales, purchasing, stock and finance and marks which are built', () => {
    const built = new Set(['ReportStock', 'ReportProfit']);
    const groups = catalogueByGroup((name) => built.has(name));
    expect(groups.map((g) => g.group)).toEqual(['sales', 'purchasing', 'stock', 'finance']);
    const stock = groups.find((g) => g.group === 'stock')!.reports;
    expect(stock.filter((r) => r.built).map((r) => r.name)).toEqual(['ReportStock']);
    expect(stock.find((r) => r.name === 'ReportShelfLife')!.built).toBe(false);
  });
});
