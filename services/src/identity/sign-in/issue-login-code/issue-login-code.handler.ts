import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { IssueLoginCodeResponse } from '@tradedesk/contracts/identity/identity';
import { loginCodeStreamId } from '@tradedesk/contracts/identity/sign-in';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { IdentityFactsLoader } from '../../identity-facts.loader.js';
import { newLoginCode, normalizeLoginCode, sha256 } from '../../passwords.js';
import { loginCodeDecider } from '../login-code.decider.js';
import { IssueLoginCodeCommand } from './issue-login-code.command.js';

/** The code is random and kept only as its hash; the answer is the one time it is shown. */
@CommandHandler(IssueLoginCodeCommand)
export class IssueLoginCodeHandler implements ICommandHandler<IssueLoginCodeCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: IdentityFactsLoader,
  ) {}

  async execute({ body, env, actorIsRoot }: IssueLoginCodeCommand): Promise<IssueLoginCodeResponse> {
    const code = newLoginCode();
    const codeId = this.runtime.newId();
    const expiresAt = new Date(this.runtime.clock().getTime() + body.minutes * 60_000).toISOString();
    await this.runtime.run(
      loginCodeDecider,
      loginCodeStreamId(codeId),
      async () => ({
        type: 'IssueLoginCode' as const,
        codeId,
        userId: body.userId,
        codeHash: sha256(normalizeLoginCode(code)),
        expiresAt,
        target: await this.facts.forIssueLoginCode(body.userId),
        actorIsRoot,
      }),
      env,
    );
    return { codeId, userId: body.userId, code, expiresAt };
  }
}
