/** A QR code drawn in the browser (no network): the encoder is loaded only when a code is first shown. */
import { useEffect, useState } from "react";

export function QrCode(props: { text: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!props.text) return; // spec section 5: only for non-empty text
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

/** Absolute address of a site path, for a QR code the visitor's phone opens. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
