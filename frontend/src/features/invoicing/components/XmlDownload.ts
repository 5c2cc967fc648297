import { errorMessage } from '../../../lib/api';
import { downloadBlob } from '../../../lib/xlsx';
import { toast } from '../../../stores/toast';
import { getDocumentXml } from '../api/invoicing';

/** Downloads an e-document's XML under the generator's file name; a refusal (no CAF, a proforma) as a toast. */
export async function downloadXml(get: () => Promise<{ fileName: string; xml: string }>): Promise<void> {
  try {
    const x = await get();
    downloadBlob(new Blob([x.xml], { type: 'application/xml' }), x.fileName);
  } catch (e) {
    toast.error(errorMessage(e));
  }
}

/** An issued document's country XML. */
export const downloadDocumentXml = (id: string): Promise<void> => downloadXml(() => getDocumentXml(id));
