/** Pieces both map views share: search with its hit list, the legend, and the selected building's card. */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { BUILDING_CATEGORIES, type MapBuilding } from "../../shared/api/map-buildings.ts";
import { buildingLink, CATEGORY_COLOURS } from "../../shared/rules/campus-map.ts";
import { $matches, $query, $selected, select, setQuery } from "../../stores/campus-map.ts";
import { absoluteUrl, QrCode } from "../parts/QrCode.tsx";
import { SearchBox } from "../parts/ui.tsx";

export function BuildingSearch() {
  const query = useStore($query);
  const matches = useStore($matches);
  const selected = useStore($selected);
  return (
    <div className="space-y-2">
      <SearchBox value={query} onChange={setQuery} label="Search buildings and offices" placeholder="Search by name, code, category or service" />
      {query.trim() !== "" &&
        (matches.length === 0 ? (
          <p className="text-base-content/70" data-no-match>No buildings found. Try another name or service.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Matching buildings" data-matches>
            {matches.map((b) => (
              <li key={b.code}>
                <button type="button" className={`btn ${selected?.code === b.code ? "btn-primary" : "btn-outline"}`} onClick={() => select(b.code)} data-match={b.code}>
                  {b.title} <span className="badge badge-sm">{b.code}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

export function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Legend" data-legend>
      {BUILDING_CATEGORIES.map((c) => (
        <li key={c} className="flex items-center gap-2" data-legend-item={c}>
          <span aria-hidden="true" className="inline-block size-4 rounded-full" style={{ background: CATEGORY_COLOURS[c] }} />
          {c}
        </li>
      ))}
    </ul>
  );
}

/** The selected building's card with a QR code of its deep link; a hint when nothing is selected. */
export function BuildingDetail() {
  const selected = useStore($selected);
  if (!selected) {
    return (
      <aside className="card bg-base-100 border-base-300 self-start border" data-detail-empty>
        <div className="card-body">
          <h2 className="card-title">Find your way</h2>
          <p>Click a building on the map, or search for an office or service, to see its details here.</p>
        </div>
      </aside>
    );
  }
  return <BuildingCard building={selected} onClose={() => select(null)} />;
}

export function BuildingCard(props: { building: MapBuilding; onClose?: () => void }) {
  const b = props.building;
  const link = buildingLink(b.code);
  const card = useRef<HTMLElement>(null);
  // On a phone the card sits below the map: bring it into view when a building is picked.
  useEffect(() => {
    const el = card.current;
    if (el && window.matchMedia("(max-width: 1023px)").matches && el.getBoundingClientRect().top > window.innerHeight) {
      el.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  }, [b.code]);
  return (
    <aside ref={card} className="card bg-base-100 border-base-300 self-start border shadow-sm" aria-label={`${b.title} details`} data-detail={b.code}>
      <div className="card-body gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 className="card-title text-xl">{b.title}</h2>
            <p className="flex items-center gap-2 text-sm">
              <span className="badge badge-neutral">{b.code}</span>
              <span className="badge border-0 text-white" style={{ background: CATEGORY_COLOURS[b.category] }}>{b.category}</span>
            </p>
          </div>
          {props.onClose && (
            <button type="button" className="btn btn-ghost btn-square" aria-label="Close details" onClick={props.onClose}>
              ✕
            </button>
          )}
        </div>
        <p>{b.description}</p>
        <div>
          <h3 className="font-semibold">Services</h3>
          <ul className="list-inside list-disc">
            {b.services.map((s) => <li key={s}>{s}</li>)}
          </ul>
        </div>
        <p><span className="font-semibold">Office hours:</span> {b.officeHours}</p>
        {b.contactInfo && <p><span className="font-semibold">Contact:</span> {b.contactInfo}</p>}
        <div className="flex flex-col items-center gap-1 pt-2">
          <QrCode text={absoluteUrl(link)} label={`QR code to open ${b.title} on the campus map`} size={160} />
          <p className="text-base-content/70 text-center text-sm">Scan to open this map on your phone</p>
        </div>
      </div>
    </aside>
  );
}
