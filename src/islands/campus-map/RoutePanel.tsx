/**
 * The walking route to the selected place: where it starts (You are here, or a start the visitor picks),
 * the wheelchair option, distance and minutes on foot, the directions in words, and a QR code of the
 * route's address so it can be taken along on a phone.
 */
import { campusPlan } from "../../lib/campus-plan.ts";
import { $buildingList, $placement, $route, $routeLink, $selected, $selectedOffice, $start, $startChoice, $startIsHere, $stepFree, setStart, setStepFree } from "../../stores/campus-map.ts";
import { QrCode, useAbsoluteUrl } from "../parts/QrCode.tsx";
import { useStores } from "../parts/use-stores.ts";
import { Options } from "../parts/Options.tsx";

export default function RoutePanel() {
  const { selected, office, route, start, isHere, stepFree, link } = useStores({ selected: $selected, office: $selectedOffice, route: $route, start: $start, isHere: $startIsHere, stepFree: $stepFree, link: $routeLink });
  // On PUBLIC_SITE_URL when the server sets one: a kiosk's own address is often one a phone cannot reach.
  const shareUrl = useAbsoluteUrl(link ?? "/");
  if (!selected) {
    return (
      <section className="card bg-base-100 border-base-300 border" aria-label="Find your way" data-route-empty>
        <div className="card-body gap-3 p-5">
          <h2 className="card-title text-xl">Find your way</h2>
          <p>Tap a building on the plan, or search for an office such as "registrar", "cashier" or "clinic", to see the walking route and directions.</p>
          <StartPicker />
        </div>
      </section>
    );
  }
  return (
    <section className="card bg-base-100 border-base-300 border shadow-sm" aria-label={`Route to ${selected.title}`} data-route={selected.code}>
      <div className="card-body gap-3 p-5">
        <h2 className="card-title text-xl">Route to {office ? office.name : selected.title}</h2>
        {office && <p className="-mt-2">In the {selected.title}, {office.floor.toLowerCase()}</p>}
        <StartPicker />
        <label className="flex min-h-12 cursor-pointer items-center gap-3 text-lg">
          <input type="checkbox" className="toggle toggle-primary toggle-lg" checked={stepFree} onChange={(e) => setStepFree(e.currentTarget.checked)} data-step-free />
          Wheelchair-accessible route (no steps)
        </label>
        {route.status === "ready" ? (
          <>
            {route.route.metres > 0 && (
              <p className="text-2xl font-bold" data-route-summary>
                {route.route.metres} m · about {route.route.minutes} min on foot
                {!route.route.stepFree && <span className="text-base-content/70 block text-base font-normal">This route has steps; turn on the wheelchair-accessible route to avoid them.</span>}
              </p>
            )}
            <ol className="list-decimal space-y-2 pl-6 text-lg" aria-label="Directions" data-directions>
              {route.route.directions.map((d, i) => (
                <li key={i} data-direction>
                  {d.text}
                </li>
              ))}
            </ol>
            {link && route.route.metres > 0 && (
              // A phone already holds the route: the code is for taking it from a kiosk or a desk screen.
              <div className="hidden items-center gap-4 pt-1 sm:flex">
                <QrCode text={shareUrl} label={`QR code of the route from ${isHere ? "here" : startName(start)} to ${selected.title}`} size={148} />
                <p className="text-base-content/80">Scan to take this route and its directions on your phone.</p>
              </div>
            )}
          </>
        ) : route.status === "no-step-free" ? (
          <p role="status" data-no-route>There is no step-free route to {selected.title} on our plan. Ask at the information desk or call Campus Security for assistance.</p>
        ) : (
          <p role="status" data-no-route>This place is not on the walking plan yet.</p>
        )}
      </div>
    </section>
  );
}

function startName(start: ReturnType<typeof $start.get>): string {
  if (start.kind === "building") return $buildingList.get().find((b) => b.code === start.building)?.title ?? start.building;
  return start.name;
}

/** "From: You are here" on a kiosk; a phone (or a visitor elsewhere) picks a gate, a kiosk spot or a building. */
function StartPicker() {
  const { placement, choice, start, buildings, isHere } = useStores({ placement: $placement, choice: $startChoice, start: $start, buildings: $buildingList, isHere: $startIsHere });
  return (
    <label className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-semibold">Start from</span>
      <select
        className="select select-lg min-w-0 flex-1"
        value={choice || !placement.kiosk ? start.id : ""}
        onChange={(e) => setStart(e.currentTarget.value || null)}
        data-start-picker
      >
        {placement.kiosk && <option value="">You are here{isHere && start.kind === "kiosk" ? ` (${start.name})` : ""}</option>}
        <optgroup label="Gates">
          <Options items={campusPlan.places.gates} value={(g) => g.id} label={(g) => g.name} />
        </optgroup>
        <optgroup label="Information kiosks">
          <Options items={campusPlan.kiosks} value={(k) => k.id} label={(k) => k.name} />
        </optgroup>
        <optgroup label="Buildings">
          <Options items={buildings.filter((b) => campusPlan.footprints[b.code])} value={(b) => b.code} label={(b) => b.title} />
        </optgroup>
      </select>
    </label>
  );
}
