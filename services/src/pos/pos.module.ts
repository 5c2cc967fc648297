import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TillResolver } from '../platform/http/auth.guard.js';
import { AddPayMethodHandler } from './add-pay-method/add-pay-method.handler.js';
import { ApproveDiscountHandler } from './approve-discount/approve-discount.handler.js';
import { AuthorizeDeviceHandler } from './authorize-device/authorize-device.handler.js';
import { ChangePayMethodHandler } from './change-pay-method/change-pay-method.handler.js';
import { ChangeRegisterHandler } from './change-register/change-register.handler.js';
import { CloseCashSessionHandler } from './close-cash-session/close-cash-session.handler.js';
import { SessionPostingFacts } from './close-cash-session/session-posting.facts.js';
import { ChangeDeskHandler } from './change-desk/change-desk.handler.js';
import { CreateDeskHandler } from './create-desk/create-desk.handler.js';
import { DesksController } from './desks.controller.js';
import { ReorderDesksHandler } from './reorder-desks/reorder-desks.handler.js';
import { SetDeskStatusHandler } from './set-desk-status/set-desk-status.handler.js';
import { CreateRegisterHandler } from './create-register/create-register.handler.js';
import { MoveCashHandler } from './move-cash/move-cash.handler.js';
import { OpenCashSessionHandler } from './open-cash-session/open-cash-session.handler.js';
import { PayMethodsController } from './pay-methods.controller.js';
import { PosFactsLoader } from './pos-facts.loader.js';
import { PosSetupController } from './pos-setup.controller.js';
import { RecordTillSaleHandler } from './record-till-sale/record-till-sale.handler.js';
import { RecordReturnWithoutReceiptHandler } from './record-return-without-receipt/record-return-without-receipt.handler.js';
import { RecordTillExchangeHandler } from './record-till-exchange/record-till-exchange.handler.js';
import { RecordTillReturnHandler } from './record-till-return/record-till-return.handler.js';
import { ReturnFactsLoader } from './record-till-return/return-facts.loader.js';
import { TillReturnsController } from './till-returns.controller.js';
import { PosExportController } from './pos-export.controller.js';
import { RevokeDeviceHandler } from './revoke-device/revoke-device.handler.js';
import { SetCashierHandler } from './set-cashier/set-cashier.handler.js';
import { SetPayMethodStatusHandler } from './set-pay-method-status/set-pay-method-status.handler.js';
import { SignInCashierHandler } from './sign-in-cashier/sign-in-cashier.handler.js';
import { SignOutCashierHandler } from './sign-out-cashier/sign-out-cashier.handler.js';
import { TillController } from './till.controller.js';
import { TillCatalogueController } from './till-offline/till-catalogue.controller.js';
import { PosTillResolver } from './till.resolver.js';

/** Point of sale, the foundation: payment methods, registers, devices, cashiers, cash sessions (docs/pos.md). */
@Module({
  imports: [CqrsModule],
  controllers: [PayMethodsController, DesksController, PosSetupController, TillController, TillReturnsController, PosExportController, TillCatalogueController],
  providers: [
    PosFactsLoader,
    PosTillResolver,
    { provide: TillResolver, useExisting: PosTillResolver },
    AddPayMethodHandler,
    ChangePayMethodHandler,
    SetPayMethodStatusHandler,
    CreateRegisterHandler,
    CreateDeskHandler,
    ChangeDeskHandler,
    SetDeskStatusHandler,
    ReorderDesksHandler,
    ChangeRegisterHandler,
    AuthorizeDeviceHandler,
    RevokeDeviceHandler,
    SetCashierHandler,
    SignInCashierHandler,
    SignOutCashierHandler,
    ApproveDiscountHandler,
    OpenCashSessionHandler,
    MoveCashHandler,
    CloseCashSessionHandler,
    SessionPostingFacts,
    RecordTillSaleHandler,
    ReturnFactsLoader,
    RecordTillReturnHandler,
    RecordTillExchangeHandler,
    RecordReturnWithoutReceiptHandler,
  ],
  exports: [TillResolver],
})
export class PosModule {}
