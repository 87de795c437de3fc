/**
 * The offline campus plan: building footprints with their names, walkways (stairs dashed), gates, parking
 * and landmarks from content/map; the route drawn from "You are here" to the chosen building. On a kiosk
 * the plan turns so that the way the visitor faces the screen is up.
 */
import { memo, useEffect, useRef } from "react";
import type { Landmark, PlanPoint } from "../../shared/api/campus-plan.ts";
import { CATEGORY_COLOURS } from "../../shared/rules/campus-map.ts";
import { campusPlan } from "../../lib/campus-plan.ts";
import { $buildingList, $matches, $query, $route, $selectedCode, $start, $startIsHere, select } from "../../stores/campus-map.ts";
import { useStores } from "../parts/use-stores.ts";

/** The campus and a margin for its gates; the fence runs 9-95 east-west and 7-97 north-south. */
const VIEW = { x: 4, y: 2, width: 96, height: 98 };

/** Centre of a polygon's bounding box: where its name goes. */
export function labelPoint(outline: PlanPoint[]): PlanPoint {
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

const points = (outline: PlanPoint[]) => outline.map((p) => p.join(",")).join(" ");

export function SchematicMap() {
  const { buildings, matches, query, selected, route, start, isHere } = useStores({ buildings: $buildingList, matches: $matches, query: $query, selected: $selectedCode, route: $route, start: $start, isHere: $startIsHere });
  const matching = new Set(matches.map((b) => b.code));
  // The plan turns only for a kiosk's own spot: a phone's plan stays north-up.
  const facing = isHere && start.kind === "kiosk" ? start.facing : 0;
  const upright = (p: PlanPoint) => (facing ? `rotate(${facing} ${p[0]} ${p[1]})` : undefined);
  const scroller = useRef<HTMLDivElement>(null);
  const routeLine = route.status === "ready" ? route.route.line : null;
  const destination = routeLine?.at(-1);

  // On a narrow screen the plan is wider than the screen: bring the destination (else the start) into view.
  const [focusX, focusY] = destination ?? start.point;
  useEffect(() => {
    const box = scroller.current;
    if (!box || box.scrollWidth <= box.clientWidth) return;
    const x = ((focusX - VIEW.x) / VIEW.width) * box.scrollWidth;
    box.scrollTo({ left: Math.max(0, x - box.clientWidth / 2), behavior: "smooth" });
  }, [focusX, focusY]);

  const hereLabel = isHere ? "You are here" : start.kind === "gate" ? `Start: ${start.name}` : "Start";
  return (
    <figure className="rounded-box border-base-300 relative overflow-hidden border bg-[#e7f0dc]" data-schematic data-facing={facing}>
      <div ref={scroller} className="overflow-x-auto overscroll-x-contain">
        <svg
          viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
          className="mx-auto block w-full min-w-[720px] sm:min-w-0 wide:h-[calc(100dvh-27rem)] wide:min-h-[34rem]"
          style={{ aspectRatio: `${VIEW.width} / ${VIEW.height}` }}
          role="group"
          aria-label={`Campus plan${isHere ? `, ${hereLabel.toLowerCase()}: ${start.kind === "kiosk" ? start.name : ""}` : ""}`}
        >
          <g transform={facing ? `rotate(${-facing} ${VIEW.x + VIEW.width / 2} ${VIEW.y + VIEW.height / 2})` : undefined}>
            <Grounds />
            {campusPlan.places.parking.map((p) => {
              const at = labelPoint(p.outline);
              return (
                <g key={p.id} data-parking={p.id}>
                  <polygon points={points(p.outline)} fill="#d4d4d8" stroke="#a1a1aa" strokeWidth="0.3" />
                  <text x={at[0]} y={at[1] + 0.9} transform={upright(at)} textAnchor="middle" fontSize="2.6" fontWeight="700" fill="#3f3f46">
                    P <tspan fontSize="1.8" fontWeight="500">{p.name}</tspan>
                  </text>
                </g>
              );
            })}
            <Walkways />
            {campusPlan.places.landmarks.map((l) => <LandmarkMark key={l.id} landmark={l} transform={upright([l.x, l.y])} />)}
            {buildings.map((b) => {
              const footprint = campusPlan.footprints[b.code];
              const isSelected = selected?.toLowerCase() === b.code.toLowerCase();
              const dim = query.trim() !== "" && !matching.has(b.code);
              const colour = CATEGORY_COLOURS[b.category];
              const at: PlanPoint = footprint ? labelPoint(footprint.outline) : [b.x, b.y];
              return (
                <g
                  key={b.code}
                  role="button"
                  tabIndex={0}
                  aria-label={`${b.title} (${b.code})`}
                  aria-pressed={isSelected}
                  className="cursor-pointer focus:outline-none [&:focus-visible>polygon]:stroke-[#0f172a]"
                  opacity={dim ? 0.25 : 1}
                  onClick={() => select(b.code)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter" || e.key === " ") {
                      e.preventDefault();
                      select(b.code);
                    }
                  }}
                  data-building={b.code}
                  data-category={b.category}
                >
                  {/* A touch area of at least 48 px round small buildings. */}
                  <circle cx={at[0]} cy={at[1]} r="3.6" fill="transparent" />
                  {footprint ? (
                    <polygon points={points(footprint.outline)} fill={colour} fillOpacity={isSelected ? 0.55 : 0.22} stroke={isSelected ? "#ca8a04" : colour} strokeWidth={isSelected ? 0.8 : 0.35} strokeLinejoin="round" />
                  ) : (
                    <circle cx={b.x} cy={b.y} r="2.4" fill={colour} stroke="white" strokeWidth="0.6" />
                  )}
                </g>
              );
            })}
            {routeLine && <RouteLine line={routeLine} />}
            {/* Names above the route line, so a route never hides where it goes; taps pass through to the shapes. */}
            <g aria-hidden="true" pointerEvents="none">
              {buildings.map((b) => {
                const footprint = campusPlan.footprints[b.code];
                const at: PlanPoint = footprint ? labelPoint(footprint.outline) : [b.x, b.y];
                const label = footprint?.label ?? [b.code];
                const isSelected = selected?.toLowerCase() === b.code.toLowerCase();
                const dim = query.trim() !== "" && !matching.has(b.code);
                return (
                  <text key={b.code} transform={upright(at)} opacity={dim ? 0.35 : 1} textAnchor="middle" fontSize="2.1" fontWeight={isSelected ? 800 : 600} fill="#1c1917" paintOrder="stroke" stroke="#ffffffd9" strokeWidth="0.55" data-label={b.code}>
                    {label.map((line, i) => (
                      <tspan key={i} x={at[0]} y={at[1] + 0.75 + (i - (label.length - 1) / 2) * 2.4}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                );
              })}
            </g>
            <HereMark at={start.point} label={hereLabel} pointing={isHere && start.kind === "kiosk"} transform={upright(start.point)} />
            {destination && route.status === "ready" && route.route.metres > 0 && <DestinationPin at={destination} />}
          </g>
          <NorthArrow facing={facing} />
        </svg>
      </div>
    </figure>
  );
}

function Grounds() {
  return (
    <>
      <rect x="-40" y="-40" width="188" height="188" fill="#e7f0dc" />
      <rect x="9" y="7" width="86" height="90" rx="3" fill="#f3f8ec" stroke="#84a26b" strokeWidth="0.35" strokeDasharray="1.2 0.6" />
      {campusPlan.places.gates.map((g) => (
        <g key={g.id} data-gate={g.id}>
          <rect x={g.x - 2.2} y={g.y - 0.9} width="4.4" height="1.8" rx="0.4" fill="#57534e" transform={g.x >= 94 ? `rotate(90 ${g.x} ${g.y})` : undefined} />
        </g>
      ))}
    </>
  );
}

/** Every walkway stretch with its ends, worked out once: the plan's walkways never change on a page. */
const SEGMENTS = (() => {
  const at = new Map<string, PlanPoint>(campusPlan.walkways.nodes.map((n) => [n.id, [n.x, n.y]]));
  for (const f of Object.values(campusPlan.footprints)) for (const door of f.entrances) at.set(door.id, [door.x, door.y]);
  return campusPlan.walkways.edges.flatMap((e) => {
    const a = at.get(e.from);
    const b = at.get(e.to);
    return a && b ? [{ a, b, steps: e.steps, width: e.name === "University Avenue" ? 2.6 : e.name ? 1.7 : 1 }] : [];
  });
})();

/** Walkways as light paths on a darker casing; stretches with steps are drawn as rungs. */
const Walkways = memo(function Walkways() {
  return (
    <g aria-hidden="true">
      {SEGMENTS.map(({ a, b, width }, i) => <line key={`c${i}`} x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} stroke="#c8c2b8" strokeWidth={width + 0.5} strokeLinecap="round" />)}
      {SEGMENTS.map(({ a, b, width, steps }, i) => (
        <line key={`w${i}`} x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} stroke={steps ? "#a8a29e" : "#fbfaf7"} strokeWidth={width} strokeLinecap={steps ? "butt" : "round"} strokeDasharray={steps ? "0.35 0.45" : undefined} data-steps={steps || undefined} />
      ))}
    </g>
  );
});

function LandmarkMark(props: { landmark: Landmark; transform?: string }) {
  const l = props.landmark;
  const symbol =
    l.kind === "fountain" ? <circle cx={l.x} cy={l.y} r="1.3" fill="#7dd3fc" stroke="#0369a1" strokeWidth="0.3" />
    : l.kind === "garden" ? <circle cx={l.x} cy={l.y} r="1.3" fill="#86efac" stroke="#15803d" strokeWidth="0.3" />
    : l.kind === "monument" ? <path d={`M${l.x} ${l.y - 1.6} L${l.x + 1.2} ${l.y + 1} L${l.x - 1.2} ${l.y + 1} Z`} fill="#fcd34d" stroke="#92400e" strokeWidth="0.3" />
    : <rect x={l.x - 1} y={l.y - 0.8} width="2" height="1.6" fill="#e7e5e4" stroke="#57534e" strokeWidth="0.3" />;
  return (
    <g data-landmark={l.id} aria-hidden="true">
      {symbol}
      <text x={l.x} y={l.y + 3.1} transform={props.transform} textAnchor="middle" fontSize="1.7" fontStyle="italic" fill="#44403c" paintOrder="stroke" stroke="#f3f8ec" strokeWidth="0.4">
        {l.name}
      </text>
    </g>
  );
}

function RouteLine(props: { line: PlanPoint[] }) {
  const d = props.line.map((p, i) => `${i === 0 ? "M" : "L"}${p[0]} ${p[1]}`).join(" ");
  return (
    <g data-route-line={props.line.length} aria-hidden="true">
      <path d={d} fill="none" stroke="white" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      <path d={d} fill="none" stroke="#2563eb" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
      <path d={d} fill="none" stroke="white" strokeWidth="0.45" strokeDasharray="1 1.6" strokeLinecap="round" className="campus-route-flow" />
    </g>
  );
}

function HereMark(props: { at: PlanPoint; label: string; pointing: boolean; transform?: string }) {
  const [x, y] = props.at;
  return (
    <g data-here={props.label} aria-hidden="true">
      <circle cx={x} cy={y} r="3.2" fill="#dc2626" fillOpacity="0.18" className="campus-here-pulse" />
      {/* Points the way the visitor faces: up, once the plan has turned. */}
      {props.pointing && <path d={`M${x} ${y - 3.4} L${x + 1.3} ${y - 1.3} L${x - 1.3} ${y - 1.3} Z`} fill="#dc2626" transform={props.transform} />}
      <circle cx={x} cy={y} r="1.3" fill="#dc2626" stroke="white" strokeWidth="0.5" />
      <g transform={props.transform}>
        <rect x={x - props.label.length * 0.62 - 1} y={y + 2} width={props.label.length * 1.24 + 2} height="3.4" rx="1.7" fill="#dc2626" stroke="white" strokeWidth="0.3" />
        <text x={x} y={y + 4.5} textAnchor="middle" fontSize="2.2" fontWeight="800" fill="white">
          {props.label}
        </text>
      </g>
    </g>
  );
}

/** A ring on the destination's door: marks where the route ends without hiding the building's name. */
function DestinationPin(props: { at: PlanPoint }) {
  const [x, y] = props.at;
  return (
    <g data-destination aria-hidden="true">
      <circle cx={x} cy={y} r="1.7" fill="white" stroke="#2563eb" strokeWidth="0.7" />
      <circle cx={x} cy={y} r="0.7" fill="#2563eb" />
    </g>
  );
}

function NorthArrow(props: { facing: number }) {
  return (
    <g transform={`translate(96.5 5.5) rotate(${-props.facing})`} aria-hidden="true" data-north>
      <circle r="3" fill="white" fillOpacity="0.85" stroke="#78716c" strokeWidth="0.25" />
      <path d="M0 -2.3 L1.1 0.8 L0 0.2 L-1.1 0.8 Z" fill="#1c1917" />
      <text y="2.5" textAnchor="middle" fontSize="1.5" fontWeight="700" fill="#1c1917" transform={`rotate(${props.facing} 0 2)`}>N</text>
    </g>
  );
}
