import { Button } from "@codegouvfr/react-dsfr/Button";
import { useEffect, useId, useState } from "react";
import { QrCode, qrCodeDataUrl } from "../../../components/qr-code.tsx";
import { qrFileName, sitePublicUrl } from "../utils/site-anchor.ts";

interface SiteQrCodeProps {
  id: number;
  name: string;
}

/**
 * A site's QR code, shown on demand (a disclosure button: aria-expanded) and downloadable as an SVG
 * file to print and post on the spot. It encodes the absolute address of the site's entry here.
 */
export function SiteQrCode({ id, name }: SiteQrCodeProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="cp-site-qr">
      <Button
        priority="tertiary"
        size="small"
        iconId="fr-icon-qr-code-line"
        onClick={() => setOpen((value) => !value)}
        nativeButtonProps={{ "aria-expanded": open, "aria-controls": panelId }}
      >
        {open ? "Masquer le QR code" : "Afficher le QR code"}
        <span className="fr-sr-only"> de {name}</span>
      </Button>
      <div id={panelId} hidden={!open} className="cp-site-qr__panel">
        {open && <SiteQrPanel id={id} name={name} />}
      </div>
    </div>
  );
}

function SiteQrPanel({ id, name }: SiteQrCodeProps) {
  const url = sitePublicUrl(id);
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrCodeDataUrl(url).then((dataUrl) => {
      if (current) setDownloadUrl(dataUrl);
    });
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <>
      <QrCode value={url} label={`QR code du site ${name}, qui ouvre ${url}`} size={160} />
      <p className="fr-text--xs fr-mb-1w cp-site-qr__url">{url}</p>
      {downloadUrl && (
        <a className="fr-link fr-link--download" href={downloadUrl} download={qrFileName(id)}>
          Télécharger le QR code<span className="fr-sr-only"> de {name}</span>
          <span className="fr-link__detail">SVG – à imprimer et afficher sur place</span>
        </a>
      )}
    </>
  );
}
