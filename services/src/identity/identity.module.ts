import { Module } from '@nestjs/common';
import { SessionResolver } from '../platform/http/auth.guard.js';
import { IdentityController } from './identity.controller.js';
import { IdentityService } from './identity.service.js';

@Module({
  controllers: [IdentityController],
  providers: [IdentityService, { provide: SessionResolver, useExisting: IdentityService }],
  exports: [IdentityService, SessionResolver],
})
export class IdentityModule {}
