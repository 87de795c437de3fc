/** Faculty & Staff Directory: department toggles with counts, search, stats, member cards. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { FacultyMember } from "../shared/api/faculty.ts";
import { designationClass, initials, paletteFor, type DesignationClass } from "../shared/rules/directories.ts";
import { buildingCodeForDepartment, buildingLink } from "../shared/rules/campus-map.ts";
import { $facultyStats, faculty } from "../stores/faculty.ts";
import { EmptyState, FilterButtons, Loaded, SearchBox, StatTile, StatsAside } from "./parts/ui.tsx";
import { Modal } from "./parts/Modal.tsx";
import { QrCode } from "./parts/QrCode.tsx";
import { useDirectory } from "./parts/useDirectory.ts";

/** Eight department colours, picked by name length modulo 8. */
const DEPARTMENT_PALETTE = [
  "bg-blue-50 text-blue-900",
  "bg-green-50 text-green-900",
  "bg-purple-50 text-purple-900",
  "bg-orange-50 text-orange-900",
  "bg-rose-50 text-rose-900",
  "bg-teal-50 text-teal-900",
  "bg-indigo-50 text-indigo-900",
  "bg-amber-50 text-amber-900",
] as const;

const CLASS_BADGE: Record<DesignationClass, string> = {
  executive: "bg-purple-700 text-white",
  leadership: "bg-blue-700 text-white",
  faculty: "bg-green-700 text-white",
  staff: "bg-gray-600 text-white",
};

/** A vCard the visitor's phone saves as a contact. */
function vcard(m: FacultyMember): string {
  return ["BEGIN:VCARD", "VERSION:3.0", `FN:${m.name}`, `TITLE:${m.designation}`, `ORG:${m.department}`, m.email && `EMAIL:${m.email}`, m.phone && `TEL:${m.phone}`, "END:VCARD"]
    .filter(Boolean)
    .join("\n");
}

/** The campus map with the department's building selected, or the plain map for an unknown department. */
function mapLink(department: string): string {
  const code = buildingCodeForDepartment(department);
  return code ? buildingLink(code) : "/campus-map";
}

/** `initial`: the list the page was prerendered with; the API's answer replaces it. */
export default function FacultyDirectory({ initial }: { initial?: FacultyMember[] }) {
  useDirectory(faculty, initial);
  const state = useStore(faculty.$load);
  const query = useStore(faculty.$query);
  const filter = useStore(faculty.$filter);
  const visible = useStore(faculty.$visible);
  const counts = useStore(faculty.$counts);
  const stats = useStore($facultyStats);
  const [contact, setContact] = useState<FacultyMember | null>(null);

  return (
    <Loaded state={state} loadingText="Loading faculty directory..." onRetry={() => void faculty.retry()}>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-4">
          <SearchBox value={query} onChange={faculty.setQuery} label="Search faculty and staff" placeholder="Search by name, designation or department" />
          <FilterButtons
            label="Filter by department"
            active={filter}
            onToggle={faculty.toggle}
            options={[...counts].map(([d, count]) => ({ value: d, label: d, count, tone: paletteFor(d, DEPARTMENT_PALETTE) }))}
          />
          {visible.length === 0 ? (
            <EmptyState title="No faculty members found" text="Try another name or department." />
          ) : (
            <>
              <h2 className="sr-only">Faculty and staff</h2>
              <ul className="grid gap-4 md:grid-cols-2" data-list>
              {visible.map((m) => {
                const cls = designationClass(m.designation);
                return (
                  <li key={m.id} className="card bg-base-100 border-base-300 border shadow-sm" data-card={m.id}>
                    <div className="card-body flex-row gap-4 p-5">
                      {m.photo ? (
                        <img src={m.photo} alt="" width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded-full object-cover" />
                      ) : (
                        <span aria-hidden="true" className={`grid size-20 shrink-0 place-items-center rounded-full text-2xl font-bold ${paletteFor(m.department, DEPARTMENT_PALETTE)}`} data-initials>
                          {initials(m.name)}
                        </span>
                      )}
                      <div className="min-w-0 grow space-y-1">
                        <h3 className="text-lg font-semibold">{m.name}</h3>
                        <span className={`badge h-auto border-0 py-0.5 ${CLASS_BADGE[cls]}`} data-designation-class={cls}>
                          {m.designation}
                        </span>
                        <p className="text-base-content/70 text-sm">{m.department}</p>
                        {m.email && <p className="text-sm break-all">{m.email}</p>}
                        {m.phone && <p className="text-sm">{m.phone}</p>}
                        <div className="flex flex-wrap gap-2 pt-2">
                          <button type="button" className="btn btn-primary btn-outline" onClick={() => setContact(m)}>
                            Contact
                          </button>
                          <a className="btn btn-ghost border-base-300 border" href={mapLink(m.department)} aria-label={`Find ${m.department} on the campus map`}>
                            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                              <path d="M20 10c0 5-8 12-8 12s-8-7-8-12a8 8 0 0 1 16 0Z" />
                              <circle cx="12" cy="10" r="3" />
                            </svg>
                            Location
                          </a>
                        </div>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
            </>
          )}
        </div>
        <StatsAside title="Directory Stats" name="faculty-stats" gridClassName="grid-cols-2 sm:grid-cols-4 lg:grid-cols-2">
            <StatTile name="total" label="Total" value={stats.total} />
            <StatTile name="departments" label="Departments" value={stats.departments} />
            <StatTile name="faculty" label="Faculty Members" value={stats.faculty} />
            <StatTile name="leadership" label="Leadership" value={stats.leadership} />
        </StatsAside>
      </div>
      <Modal open={contact !== null} onClose={() => setContact(null)} title={contact ? `Contact ${contact.name}` : ""} name="contact">
        {contact && (
          <div className="flex flex-col items-center gap-3 text-center">
            <p className="text-base-content/70">{contact.designation} · {contact.department}</p>
            {contact.email || contact.phone ? (
              <>
                {contact.email && <p className="text-lg">Email: <a className="link" href={`mailto:${contact.email}`}>{contact.email}</a></p>}
                {contact.phone && <p className="text-lg">Phone: <a className="link" href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a></p>}
                <QrCode text={vcard(contact)} label={`QR code to save ${contact.name} as a contact`} size={220} />
                <p className="text-sm browser:hidden">Scan with your phone to save this contact.</p>
                <a
                  className="btn btn-primary kiosk:hidden"
                  href={`data:text/vcard;charset=utf-8,${encodeURIComponent(vcard(contact))}`}
                  download={`${contact.name.replace(/[^\w .-]+/g, "").trim() || "contact"}.vcf`}
                  data-save-contact
                >
                  Save contact
                </a>
                <p className="text-sm kiosk:hidden">Or scan the code with another phone to save this contact.</p>
              </>
            ) : (
              <p>No direct email or phone is published. Please ask at the {contact.department} or the Human Resource Management Office.</p>
            )}
          </div>
        )}
      </Modal>
    </Loaded>
  );
}
