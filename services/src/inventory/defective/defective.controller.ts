import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  DEFECTIVE_READ_MODEL,
  type DefectiveDisposalsQuery,
  defectiveDisposalsQuery,
  type DefectiveListQuery,
  defectiveListQuery,
  defectiveStreamId,
  type DisposeDefectiveBody,
  disposeDefectiveBody,
} from '@tradedesk/contracts/inventory/defective';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { getDefectiveLot, listDefectiveDisposals, listDefectiveLots } from '@tradedesk/projections/inventory/defective-library/defective-library.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { pathId } from '../../platform/http/path-id.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { DisposeDefectiveCommand } from './dispose-defective/dispose-defective.command.js';

const ACCESS = { roles: ['Admin'], page: 'DefectiveLibrary' } as const;
const READ = [DEFECTIVE_READ_MODEL];

/** The defective library: what is held per warehouse, and its disposal (scrap, return to supplier, restock). */
@Controller('api/stock/defective')
export class DefectiveController {
  constructor(
    private readonly histories: DocumentHistory,
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  @Endpoint({ summary: 'Lots of the defective library (held by default): product, quantity held, where from, when', access: ACCESS, query: defectiveListQuery, readModels: READ })
  list(@ValidQuery() q: DefectiveListQuery) {
    return listDefectiveLots(this.db, q);
  }

  @Get('disposals')
  @Endpoint({ summary: 'What left the library: scrapped, returned to suppliers, restocked; newest first', access: ACCESS, query: defectiveDisposalsQuery, readModels: READ })
  disposals(@ValidQuery() q: DefectiveDisposalsQuery) {
    return listDefectiveDisposals(this.db, q);
  }

  @Get(':lotId')
  @Endpoint({ summary: 'One lot with its disposals', access: ACCESS, readModels: READ })
  async get(@Param('lotId') lotId: string) {
    const lot = await getDefectiveLot(this.db, pathId(lotId));
    if (!lot) throw notFound(`No defective lot ${lotId}.`, 'defective_lot_not_found');
    return lot;
  }

  @Post(':lotId/dispose')
  @HttpCode(200)
  @Endpoint({
    summary: 'Dispose of (part of) a lot: scrap, return to a supplier (supplierId or supplierName) or restock into saleable stock; 409 on a stale version',
    access: ACCESS,
    body: disposeDefectiveBody,
  })
  dispose(@Param('lotId') lotId: string, @ValidBody() body: DisposeDefectiveBody, @CurrentSession() s: Session) {
    return this.commands.execute(new DisposeDefectiveCommand(pathId(lotId), body, envelopeOf(s)));
  }

  @Get(':lotId/history')
  @Endpoint({ summary: 'Every event of a lot, with who and when', access: ACCESS, response: historySchema })
  history(@Param('lotId') lotId: string) {
    return this.histories.of(defectiveStreamId(pathId(lotId)), 'defective lot');
  }
}
