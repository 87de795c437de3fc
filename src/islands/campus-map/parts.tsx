/** Pieces both map views share: search with its hit list, the legend, and the selected place's card. */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { PlanOffice } from "../../shared/api/campus-plan.ts";
import type { MapBuilding } from "../../shared/api/map-buildings.ts";
import { BUILDING_CATEGORIES } from "../../shared/api/values.ts";
import { CATEGORY_COLOURS } from "../../shared/rules/campus-map.ts";
import { openStatus } from "../../shared/rules/opening-hours.ts";
import { $matches, $officeMatches, $offices, $query, $selected, $selectedOffice, select, selectOffice, setQuery } from "../../stores/campus-map.ts";
import { SearchBox } from "../parts/ui.tsx";

export function BuildingSearch() {
  const query = useStore($query);
  const matches = useStore($matches);
  const offices = useStore($officeMatches);
  const selected = useStore($selected);
  const office = useStore($selectedOffice);
  return (
    <div className="space-y-2">
      <SearchBox value={query} onChange={setQuery} label="Search buildings and offices" placeholder="Where to? Try registrar, cashier, clinic, library" />
      {query.trim() !== "" &&
        (matches.length === 0 && offices.length === 0 ? (
          <p className="text-base-content/70" data-no-match>No buildings or offices found. Try another name or service.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Matching offices and buildings" data-matches>
            {offices.slice(0, 6).map((o) => (
              <li key={o.id}>
                <button type="button" className={`btn btn-lg ${office?.id === o.id ? "btn-primary" : "btn-outline"}`} onClick={() => selectOffice(o.id)} data-office-match={o.id}>
                  {o.name}
                </button>
              </li>
            ))}
            {matches.map((b) => (
              <li key={b.code}>
                <button type="button" className={`btn btn-lg ${selected?.code === b.code && !office ? "btn-primary" : "btn-outline"}`} onClick={() => select(b.code)} data-match={b.code}>
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
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-2" aria-label="Legend" data-legend>
      {BUILDING_CATEGORIES.map((c) => (
        <li key={c} className="flex items-center gap-2" data-legend-item={c}>
          <span aria-hidden="true" className="inline-block size-4 rounded-sm border-2" style={{ background: `${CATEGORY_COLOURS[c]}44`, borderColor: CATEGORY_COLOURS[c] }} />
          {c}
        </li>
      ))}
      <li className="flex items-center gap-2" data-legend-extra="route">
        <span aria-hidden="true" className="inline-block h-1.5 w-6 rounded bg-[#2563eb]" />
        Walking route
      </li>
      <li className="flex items-center gap-2" data-legend-extra="steps">
        <span aria-hidden="true" className="inline-block h-2 w-6 bg-[repeating-linear-gradient(90deg,#a8a29e_0_3px,transparent_3px_6px)]" />
        Steps
      </li>
    </ul>
  );
}

/** The selected building's (and office's) card; a hint when nothing is selected. */
export function BuildingDetail() {
  const selected = useStore($selected);
  const office = useStore($selectedOffice);
  if (!selected) return null;
  return <BuildingCard building={selected} office={office} onClose={() => select(null)} />;
}

/** The time now, refreshed every minute, for "open now". */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function BuildingCard(props: { building: MapBuilding; office?: PlanOffice | null; onClose?: () => void }) {
  const b = props.building;
  const office = props.office ?? null;
  const now = useNow();
  const hours = office?.contact?.hours ?? b.officeHours;
  const status = openStatus(hours, now);
  const contacts = office?.contact && (office.contact.phone || office.contact.email) ? [office.contact.phone, office.contact.email].filter(Boolean) : b.contactInfo ? [b.contactInfo] : [];
  return (
    <aside className="card bg-base-100 border-base-300 self-start border shadow-sm" aria-label={`${office?.name ?? b.title} details`} data-detail={b.code} data-office={office?.id}>
      <div className="card-body gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 className="card-title text-xl">{office ? office.name : b.title}</h2>
            {office && <p className="text-lg" data-office-place>{b.title}, {office.floor.toLowerCase()}, {office.room}</p>}
            <p className="mt-1 flex items-center gap-2 text-sm">
              <span className="badge badge-neutral">{b.code}</span>
              <span className="badge border-0 text-white" style={{ background: CATEGORY_COLOURS[b.category] }}>{b.category}</span>
            </p>
          </div>
          {props.onClose && (
            <button type="button" className="btn btn-ghost btn-square btn-lg" aria-label="Close details" onClick={props.onClose}>
              ✕
            </button>
          )}
        </div>
        {status && (
          <p className={`badge badge-lg ${status.open ? "badge-success" : "badge-error"} h-auto py-1 text-base`} data-open-now={status.open ? "open" : "closed"}>
            {status.text}
          </p>
        )}
        <p><span className="font-semibold">{office ? "Hours" : "Office hours"}:</span> {hours}</p>
        {contacts.length > 0 && (
          <p>
            <span className="font-semibold">Contact:</span> {contacts.join(" · ")}
          </p>
        )}
        <p>{b.description}</p>
        <OfficesIn building={b.code} current={office?.id} />
        <div>
          <h3 className="font-semibold">Services</h3>
          <ul className="list-inside list-disc">
            {b.services.map((s) => <li key={s}>{s}</li>)}
          </ul>
        </div>
      </div>
    </aside>
  );
}

/** The offices in a building with floor and room; tapping one opens its card and route. */
function OfficesIn(props: { building: string; current?: string }) {
  const offices = useStore($offices).filter((o) => o.building === props.building && o.id !== props.current);
  if (offices.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold">{props.current ? "Also in this building" : "Offices here"}</h3>
      <ul data-offices-in={props.building}>
        {offices.map((o) => (
          <li key={o.id}>
            <button type="button" className="btn btn-ghost h-auto min-h-12 w-full justify-start px-2 py-1 text-left font-normal" onClick={() => selectOffice(o.id)} data-office-link={o.id}>
              <span>
                <span className="font-semibold">{o.name}</span>
                <span className="text-base-content/70 block text-sm">{o.floor}, {o.room}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
