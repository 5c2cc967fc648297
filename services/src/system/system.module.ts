import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { DaemonHost } from './daemon-host.js';
import { LiveGateway } from './live.gateway.js';
import { ReadModelAccess } from './read-model-access.js';
import { SystemController } from './system.controller.js';

@Module({
  imports: [IdentityModule],
  controllers: [SystemController],
  providers: [DaemonHost, LiveGateway, ReadModelAccess],
  exports: [DaemonHost],
})
export class SystemModule {}
