import { productsProjector } from '../../catalog/products/products.projector.js';
import { getProduct } from '../../catalog/products/products.query.js';
import { stored, useStockDocumentsScenario } from '../../testing/stock-documents-scenario.js';

/** Product pictures in rm.products: an added picture is listed once however often replayed. */
describe('products projection: pictures', () => {
  const scenario = useStockDocumentsScenario();
  const { ctx } = scenario;
  const t = { get db() { return scenario.db(); } };

  it('an added picture joins the product images once', async () => {
    const added = stored('product-p1', 2, 'ProductImageAdded', { productId: 'p1', imageId: 'abc', url: '/be/api/products/p1/images/abc', fileName: 'COLA.jpg', contentType: 'image/jpeg', size: 10 });
    await productsProjector.apply([added], ctx());
    await productsProjector.apply([added], ctx());
    expect((await getProduct(t.db, 'p1'))!.images).toEqual(['/be/api/products/p1/images/abc']);
  });
});
