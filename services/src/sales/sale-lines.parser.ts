import { Injectable } from '@nestjs/common';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import type { ParsedSaleLines } from '@tradedesk/contracts/sales/sale-order';
import { DomainError } from '../platform/event-store/errors.js';
import { readSheet } from '../platform/excel/sheet.js';
import { pricingHeader, resolveSaleLine } from './sale-facts.js';
import { SaleFactsLoader } from './sale-facts.loader.js';
import { SaleOrderReader } from './sale-order.reader.js';
import { collectorRows, fieldOf, LINE_HEADERS, lineOfRow, rowMessage } from './sale-sheet.js';

/** excel/parse: lines from a spreadsheet or a collector dump, priced for an order, nothing saved. */
@Injectable()
export class SaleLinesParser {
  constructor(
    private readonly facts: SaleFactsLoader,
    private readonly reader: SaleOrderReader,
  ) {}

  async parse(body: { file?: string; text?: string; id?: string }): Promise<ParsedSaleLines> {
    const sheet = body.file ? await readSheet(body.file, LINE_HEADERS, [['code', 'barcode']], { limit: UPLOAD_LIMITS.saleLinesParse }) : collectorRows(body.text!);
    if (sheet.rows.length === 0) return { lines: [], errors: sheet.errors };
    const order = body.id ? (await this.reader.load(body.id)).doc : undefined;
    const codes = sheet.rows.map((r) => r.cells.code).filter((c): c is string => Boolean(c));
    const barcodes = sheet.rows.map((r) => r.cells.barcode).filter((c): c is string => Boolean(c));
    const facts = await this.facts.forParsedLines(order, codes, barcodes);
    const header = order?.header ?? pricingHeader(facts.settings);
    const out: ParsedSaleLines = { lines: [], errors: [...sheet.errors] };
    for (const r of sheet.rows) {
      const { line, errors } = lineOfRow(r, facts.catalog.codes);
      out.errors.push(...errors);
      if (!line) continue;
      try {
        const resolved = resolveSaleLine(line, r.row, header, facts, `row-${r.row}`);
        out.lines.push({ ...line, productId: resolved.productId, code: resolved.code, name: resolved.name, unit: resolved.unit, price: resolved.price, row: r.row });
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        out.errors.push({ row: r.row, field: fieldOf(e.code), message: rowMessage(e.message) });
      }
    }
    out.errors.sort((a, b) => a.row - b.row);
    return out;
  }
}
