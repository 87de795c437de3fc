/** Faculty & Staff Directory: department toggles with counts, search, stats, member cards. */
import type { FacultyMember } from "../shared/api/faculty.ts";
import { designationClass, initials, paletteFor, type DesignationClass } from "../shared/rules/directories.ts";
import { buildingCodeForDepartment, buildingLink } from "../shared/rules/campus-map.ts";
import { $facultyStats, faculty } from "../stores/faculty.ts";
import { ListCard, ListControls, ListPage, ListResults, ListWithStats } from "./parts/ListPage.tsx";
import { TINTS } from "./parts/ui.tsx";
import { QrCode } from "./parts/QrCode.tsx";

/** A department's colour: its name's length picks one of all the tints. */
const DEPARTMENT_PALETTE = TINTS;

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
  return (
    <ListPage store={faculty} initial={initial} loadingText="Loading faculty directory..." dialog={{ name: "contact", title: (m) => `Contact ${m.name}`, body: (m) => <ContactCard member={m} /> }}>
      {(visible, open) => (
        <ListWithStats title="Directory Stats" name="faculty-stats" stats={$facultyStats} labels={{ total: "Total", departments: "Departments", faculty: "Faculty Members", leadership: "Leadership" }}>
          <ListControls
            store={faculty}
            search={{ label: "Search faculty and staff", placeholder: "Search by name, designation or department" }}
            filter={{ label: "Filter by department", tints: DEPARTMENT_PALETTE }}
          />
          <ListResults items={visible} heading="Faculty and staff" empty={{ title: "No faculty members found", text: "Try another name or department." }} className="grid gap-4 md:grid-cols-2">
            {(m) => {
              const cls = designationClass(m.designation);
              return (
                <ListCard id={m.id} bodyClassName="flex-row gap-4">
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
                      <button type="button" className="btn btn-primary btn-outline" onClick={() => open(m)}>
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
                </ListCard>
              );
            }}
          </ListResults>
        </ListWithStats>
      )}
    </ListPage>
  );
}

/** Contact: email and phone as links, and a vCard to save (a QR code on a kiosk, a download in a browser). */
function ContactCard({ member: m }: { member: FacultyMember }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="text-base-content/70">{m.designation} · {m.department}</p>
      {m.email || m.phone ? (
        <>
          {m.email && <p className="text-lg">Email: <a className="link" href={`mailto:${m.email}`}>{m.email}</a></p>}
          {m.phone && <p className="text-lg">Phone: <a className="link" href={`tel:${m.phone.replace(/[^\d+]/g, "")}`}>{m.phone}</a></p>}
          <QrCode text={vcard(m)} label={`QR code to save ${m.name} as a contact`} size={220} />
          <p className="text-sm browser:hidden">Scan with your phone to save this contact.</p>
          <a
            className="btn btn-primary kiosk:hidden"
            href={`data:text/vcard;charset=utf-8,${encodeURIComponent(vcard(m))}`}
            download={`${m.name.replace(/[^\w .-]+/g, "").trim() || "contact"}.vcf`}
            data-save-contact
          >
            Save contact
          </a>
          <p className="text-sm kiosk:hidden">Or scan the code with another phone to save this contact.</p>
        </>
      ) : (
        <p>No direct email or phone is published. Please ask at the {m.department} or the Human Resource Management Office.</p>
      )}
    </div>
  );
}
