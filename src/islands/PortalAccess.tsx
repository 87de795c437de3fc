/**
 * Student Portal Access: the five portal cards and the Quick Access panel with the selected portal's QR
 * code. The only island of the information pages; state and fetching live in stores/portal.ts.
 */
import { useEffect, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import { $portalQr, $selectedPortal, selectPortal } from "../stores/portal.ts";
import { truncate } from "../lib/format.ts";
import { QR_DEFAULT_SIZE } from "../shared/api/values.ts";
import { Loaded } from "./parts/Loaded.tsx";

export interface PortalCard {
  id: string;
  name: string;
  description: string;
  url: string;
  features: string[];
  /** lucide-static SVG markup chosen at build time from the content's icon name. */
  iconSvg: string;
}

/** Build-time SVG from lucide-static, not user input: safe to inline. */
function SvgIcon({ svg, className }: { svg: string; className: string }) {
  return <span aria-hidden="true" className={`inline-grid shrink-0 place-items-center [&>svg]:size-full ${className}`} dangerouslySetInnerHTML={{ __html: svg }} />;
}

export default function PortalAccess({ portals, qrSize = QR_DEFAULT_SIZE }: { portals: PortalCard[]; qrSize?: number }) {
  const selectedId = useStore($selectedPortal);
  const qr = useStore($portalQr);
  const selected = portals.find((p) => p.id === selectedId);
  const panel = useRef<HTMLElement>(null);
  // The build renders the cards disabled: a touch before hydration would otherwise be silently lost.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  useEffect(() => {
    // On a phone the panel is under the cards: bring it into view when a portal is chosen.
    if (selected && panel.current && window.matchMedia("(max-width: 1023px)").matches) {
      panel.current.scrollIntoView({ behavior: "smooth", block: "center" });
    }
  }, [selected]);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-portal-island>
      <ul className="grid content-start gap-3 sm:grid-cols-2" aria-label="Student portals">
        {portals.map((p) => {
          const isSelected = p.id === selectedId;
          return (
            <li key={p.id}>
              <button
                type="button"
                className={`card h-full w-full cursor-pointer border-2 text-left shadow-sm transition-colors focus-visible:outline-4 focus-visible:outline-offset-2 ${isSelected ? "border-primary bg-primary/10" : "border-base-300 bg-base-100 hover:border-primary/60"}`}
                aria-pressed={isSelected}
                disabled={!ready}
                onClick={() => void selectPortal(p.id, p.url)}
                data-portal={p.id}
              >
                <span className="card-body gap-2 p-4">
                  <span className="flex items-center gap-3">
                    <span className="bg-primary text-primary-content grid size-11 shrink-0 place-items-center rounded-box">
                      <SvgIcon svg={p.iconSvg} className="size-6" />
                    </span>
                    <span className="text-lg font-bold">{p.name}</span>
                  </span>
                  <span className="text-sm">{p.description}</span>
                  <span className="flex flex-wrap gap-1">
                    {p.features.map((f) => (
                      <span key={f} className="badge badge-outline border-primary/50 text-primary h-auto py-0.5">{f}</span>
                    ))}
                  </span>
                  <span className="text-primary text-sm font-semibold">{isSelected ? "Selected: QR code shown" : <><span className="browser:hidden">Touch</span><span className="kiosk:hidden">Select</span> to show the QR code</>}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <section
        ref={panel}
        className="card bg-base-100 border-base-300 h-fit border shadow-sm lg:sticky lg:top-28"
        aria-labelledby="quick-access-title"
        aria-live="polite"
        data-quick-access
      >
        <div className="card-body items-center gap-3 p-4 text-center sm:p-6">
          <h2 id="quick-access-title" className="card-title text-primary text-xl sm:text-2xl">Quick Access</h2>
          {!selected ? (
            <p className="text-base-content/80">Select a portal to see its QR code and address.</p>
          ) : (
            <>
              <p className="text-lg font-bold" data-quick-access-name>{selected.name}</p>
              <div className="grid place-items-center" style={{ width: qrSize, height: qrSize }}>
                <Loaded
                  state={qr}
                  loading={<span className="loading loading-spinner loading-lg text-primary" role="status" aria-label="Loading QR code" data-qr-loading />}
                  failed={() => (
                    <div className="bg-base-300 text-base-content grid size-full place-items-center rounded-box p-4 text-sm font-semibold" role="alert" data-qr-error>
                      Failed to load QR code
                    </div>
                  )}
                >
                  {(src) => <img src={src} width={qrSize} height={qrSize} alt={`QR code for ${selected.name}: ${selected.url}`} className="rounded-box border-base-300 border bg-white" data-qr-image />}
                </Loaded>
              </div>
              <p className="text-base-content/80 text-sm browser:hidden">Scan with your phone's camera to open the portal.</p>
              <p className="text-base-content/80 text-sm kiosk:hidden">
                <a className="link link-primary font-semibold" href={selected.url} rel="noopener" data-portal-open>
                  Open {selected.name}
                </a>
                , or scan the code with another device.
              </p>
              <p className="font-mono text-sm break-all" title={selected.url} data-qr-caption>{truncate(selected.url, 50)}</p>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
