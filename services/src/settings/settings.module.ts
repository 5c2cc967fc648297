import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangeSettingsHandler } from './change-settings/change-settings.handler.js';
import { CompanyBootstrap } from './create-company/company-bootstrap.js';
import { ErrorLogController } from './error-log/error-log.controller.js';
import { ReportErrorHandler } from './error-log/report-error/report-error.handler.js';
import { SystemLogController } from './system-log/system-log.controller.js';
import { SystemSettingController } from './system-setting.controller.js';
import { SystypesController } from './systypes/systypes.controller.js';
import { SaveTableColumnsHandler } from './table-columns/save-table-columns/save-table-columns.handler.js';
import { TableColumnsController } from './table-columns/table-columns.controller.js';

/** Company settings, column layouts, drop-down lists, the browser error log and the system log. */
@Module({
  imports: [CqrsModule],
  controllers: [SystemSettingController, TableColumnsController, SystypesController, ErrorLogController, SystemLogController],
  providers: [CompanyBootstrap, ChangeSettingsHandler, SaveTableColumnsHandler, ReportErrorHandler],
})
export class SettingsModule {}
