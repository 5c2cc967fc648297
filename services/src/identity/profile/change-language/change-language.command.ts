import type { Language } from '@tradedesk/contracts/identity/identity';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/user/language: the signed-in user's language (400 language_switch_closed while IsCloseLang is on). */
export class ChangeLanguageCommand {
  constructor(
    readonly userId: string,
    readonly language: Language,
    readonly env: CommandEnvelope,
  ) {}
}
