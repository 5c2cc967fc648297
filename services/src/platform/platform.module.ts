import { type DynamicModule, Module } from '@nestjs/common';
import { ProjectionDaemon } from '@tradedesk/projections/platform/daemon';
import { ProjectionWaiter } from '@tradedesk/projections/platform/waiter';
import { CompanySettingsReader } from './cache/company-settings.reader.js';
import { ReadModelCaches } from './cache/read-model-cache.js';
import { WarehouseFacts } from './cache/warehouse-facts.js';
import { CONFIG } from './config/config.js';
import { CommandRuntime } from './cqrs/command-runtime.js';
import { DocumentHistory } from './event-store/stream-history.js';
import { SystemLogReader } from './event-store/system-log.js';
import type { Platform } from './platform.js';
import { QueuePort } from './queue/queue.port.js';
import { DATABASE, EVENT_STORE } from './tokens.js';

export const PLATFORM = Symbol('PLATFORM');

/** Makes the process's Platform injectable everywhere. */
@Module({})
export class PlatformModule {
  static forRoot(p: Platform): DynamicModule {
    const providers = [
      { provide: PLATFORM, useValue: p },
      { provide: CONFIG, useValue: p.config },
      { provide: DATABASE, useValue: p.db },
      { provide: EVENT_STORE, useValue: p.store },
      { provide: CommandRuntime, useValue: p.runtime },
      { provide: ProjectionWaiter, useValue: p.waiter },
      { provide: ProjectionDaemon, useValue: p.daemon },
      { provide: QueuePort, useValue: p.queue },
      { provide: ReadModelCaches, useValue: p.caches },
      { provide: CompanySettingsReader, useValue: p.settings },
      { provide: WarehouseFacts, useValue: p.warehouses },
      { provide: DocumentHistory, useValue: new DocumentHistory(p.store, p.db) },
      { provide: SystemLogReader, useValue: new SystemLogReader(p.store, p.db) },
    ];
    return { module: PlatformModule, global: true, providers, exports: providers.map((x) => x.provide) };
  }
}
