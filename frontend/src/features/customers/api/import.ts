import type { CustomerImportMode } from '@tradedesk/contracts/customers/customer-import';
import { api } from '../../../lib/api';

/** POST /be/api/customers/import {file: base64, mode} -> {jobId} (followed with the import kit's useImportJob). */
export const startCustomerImport = async (file: string, mode: CustomerImportMode) => (await api.post<{ jobId: string }>('/api/customers/import', { file, mode })).data!;
