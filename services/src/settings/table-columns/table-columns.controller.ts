import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type SaveTableColumnsBody,
  saveTableColumnsBody,
  type TableColumnsQuery,
  tableColumnsQuery,
  tableColumnsSchema,
} from '@tradedesk/contracts/settings/table-columns';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readTableColumns } from '@tradedesk/projections/settings/table-columns/table-columns.query';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { SaveTableColumnsCommand } from './save-table-columns/save-table-columns.command.js';

/** My column layout of a list (and the voice setting: table 'voiceSetting', columns ['voiceClose'] or []). */
@Controller('api/table-column-config')
export class TableColumnsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('columns')
  @Endpoint({ summary: 'My saved columns of ?table= (saved false and [] when never saved)', access: 'session', query: tableColumnsQuery, response: tableColumnsSchema })
  get(@ValidQuery() q: TableColumnsQuery, @CurrentSession() s: Session) {
    return readTableColumns(this.db, s.userId, q.table);
  }

  @Post('columns')
  @HttpCode(200)
  @Endpoint({ summary: 'Save my columns of a table: { table, columns }', access: 'session', body: saveTableColumnsBody })
  save(@ValidBody() body: SaveTableColumnsBody, @CurrentSession() s: Session) {
    return this.commands.execute(new SaveTableColumnsCommand(body, envelopeOf(s)));
  }
}
