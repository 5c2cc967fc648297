import type { PrintCode, PrintMarks } from '@tradedesk/contracts/invoicing/print-marks';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A QR / PDF417 / Code 128 as an SVG picture (bwip-js, loaded with the print page only). */
async function codeSvg(c: PrintCode): Promise<string> {
  const { toSVG } = await import('bwip-js/browser');
  const opts =
    c.symbology === 'qrcode' ? { bcid: 'qrcode', text: c.content, scale: 2, eclevel: 'M' }
    : c.symbology === 'pdf417' ? { bcid: 'pdf417', text: c.content, scale: 1, columns: 18, eclevel: 5 }
    : { bcid: 'code128', text: c.content, scale: 1, height: 10 };
  return toSVG(opts as Parameters<typeof toSVG>[0]);
}

const CodeImage = memo(function CodeImage({ code }: { code: PrintCode }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    codeSvg(code).then(
      (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code]);
  if (failed) return <p className="form-error">{code.content}</p>;
  return src ? <img src={src} alt={code.caption[0] ?? code.symbology} data-symbology={code.symbology} /> : <span className="muted">…</span>;
});

/**
 * The country's legal marks under the printed document (docs/invoicing.md "Print layouts"): the
 * codes with their legal captions, the legends, and (on screen only) what could not be made.
 */
export function PrintMarksBlock({ marks }: { marks: PrintMarks }) {
  const { t } = useTranslation();
  return (
    <section className="invoice-marks" aria-label={t('invoicingKeys.print.marks')} data-country={marks.country}>
      {marks.codes.map((c, i) => (
        // Poland prints two QR codes side by side: KOD I and KOD II (CERTYFIKAT).
        <figure key={`${c.symbology}-${i}`} className={`invoice-code invoice-code-${c.symbology}`}>
          <CodeImage code={c} />
          <figcaption>
            {c.caption.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </figcaption>
        </figure>
      ))}
      {marks.legends.map((l) => (
        <p key={l} className="invoice-legend">{l}</p>
      ))}
      {marks.missing.map((m) => (
        <p key={m} className="form-error no-print" role="note">{t(`invoicingKeys.print.missing.${m}`)}</p>
      ))}
    </section>
  );
}
