/**
 * The selected building's card (and its office's): open now, hours, contacts, offices and services. Its own
 * chunk, loaded when a place is first selected, so the map's first script is smaller.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { PlanOffice } from "../../shared/api/campus-plan.ts";
import type { MapBuilding } from "../../shared/api/map-buildings.ts";
import { CATEGORY_COLOURS } from "../../shared/rules/campus-map.ts";
import { openStatus } from "../../shared/rules/opening-hours.ts";
import { $offices, $selected, $selectedOffice, select, selectOffice } from "../../stores/campus-map.ts";

/** The selected building's (and office's) card; a hint when nothing is selected. */
export default function BuildingDetail() {
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
