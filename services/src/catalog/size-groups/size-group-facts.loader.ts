import { Inject, Injectable } from '@nestjs/common';
import { usedSizes } from '@tradedesk/projections/catalog/size-groups/size-groups.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../../platform/tokens.js';
import type { ChangeSizeGroup } from './change-size-group/change-size-group.decide.js';

/** What size-group decisions need besides the stream. */
@Injectable()
export class SizeGroupFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** ChangeSizeGroup: the sizes products carry, when the sizes change (a rename needs none). */
  async forChangeSizeGroup(sizeGroupId: string, sizes: string[] | undefined): Promise<ChangeSizeGroup['facts']> {
    return { usedSizes: sizes ? await usedSizes(this.db, sizeGroupId) : [] };
  }
}
