/** A QR code drawn in the browser (no network): the encoder is loaded only when a code is first shown. */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { $siteUrl, loadSiteUrl, publicUrl } from "../../stores/site.ts";

export function QrCode(props: { text: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!props.text) return; // Only for non-empty text
    let live = true;
    import("uqr")
      .then(({ renderSVG }) => live && setSvg(renderSVG(props.text, { border: 2 })))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [props.text]);
  const size = props.size ?? 200;
  if (failed) return <div className="bg-base-300 grid place-items-center text-sm" style={{ width: size, height: size }}>Failed to load QR code</div>;
  if (!svg) return <div className="grid place-items-center" style={{ width: size, height: size }}><span className="loading loading-spinner loading-lg" /></div>;
  return (
    <div role="img" aria-label={props.label} className="bg-white p-1 [&>svg]:size-full" style={{ width: size, height: size }} data-qr={props.text} dangerouslySetInnerHTML={{ __html: svg }} />
  );
}

/**
 * Absolute address of a site path, for a QR code or a link the visitor's phone opens: on PUBLIC_SITE_URL
 * when the server sets one (a kiosk's own address is often a LAN one), else this browser's origin.
 */
export function useAbsoluteUrl(path: string): string {
  const siteUrl = useStore($siteUrl);
  useEffect(() => void loadSiteUrl(), []);
  return publicUrl(path, siteUrl, typeof window === "undefined" ? "http://localhost" : window.location.origin);
}

