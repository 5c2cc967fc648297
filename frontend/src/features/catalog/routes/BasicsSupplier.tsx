import { SupplierList } from './SupplierList';

/** /setting/basics/supplier: the supplier list and form of /product/supplier/index. */
export default function BasicsSupplier() {
  return <SupplierList route="BasicsSupplier" />;
}
