import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './product-images.css';

/** The product's pictures (image import), served to the signed-in browser by GET /be/api/products/:id/images/:imageId. */
export function ProductImages({ code, images }: { code: string; images: string[] }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="product-images-title">
      <h2 id="product-images-title">{t('imageImport.images')}</h2>
      {images.length === 0 ? (
        <p className="muted">
          {t('imageImport.noImages')} <Link to="/product/image-import">{t('route.ImageImport')}</Link>
        </p>
      ) : (
        <ul className="product-images">
          {images.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={t('imageImport.imageOf', { n: i + 1, product: code })} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
