import { errorMessage } from '../../../lib/api';
import { downloadBlob } from '../../../lib/xlsx';
import { toast } from '../../../stores/toast';
import { getDocumentXml } from '../api/invoicing';

/** Downloads an issued document's country XML under the generator's file name; a refusal (no CAF, a proforma) as a toast. */
export async function downloadDocumentXml(id: string): Promise<void> {
  try {
    const x = await getDocumentXml(id);
    downloadBlob(new Blob([x.xml], { type: 'application/xml' }), x.fileName);
  } catch (e) {
    toast.error(errorMessage(e));
  }
}
