/** The static schematic campus plan (spec section 2): buildings as colour-coded dots at their x,y (0-100). */
import { useStore } from "@nanostores/react";
import { CATEGORY_COLOURS, MAP_HEIGHT_PX } from "../../shared/rules/campus-map.ts";
import { $buildingList, $matches, $query, $selectedCode, select } from "../../stores/campus-map.ts";

export function SchematicMap() {
  const buildings = useStore($buildingList);
  const matches = useStore($matches);
  const query = useStore($query);
  const selected = useStore($selectedCode);
  const matching = new Set(matches.map((b) => b.code));
  return (
    <figure className="rounded-box border-base-300 aspect-square max-h-[600px] w-full overflow-hidden border bg-[#ecfccb] sm:aspect-auto sm:h-[var(--map-h)]" style={{ ["--map-h" as string]: `${MAP_HEIGHT_PX}px` }} data-schematic>
      <svg viewBox="-4 -4 108 108" className="size-full" role="group" aria-label="Campus plan: buildings as coloured dots">
        {/* Grounds, the main road from the gate and the inner loop, so the plan reads as a campus. */}
        <rect x="-4" y="-4" width="108" height="108" fill="#ecfccb" />
        <rect x="8" y="6" width="86" height="90" rx="6" fill="#f7fee7" stroke="#a3e635" strokeWidth="0.4" />
        <path d="M50 104 V52 M14 52 H90 M14 30 H90 M27 8 V88 M73 8 V88" stroke="#d6d3d1" strokeWidth="2.2" fill="none" strokeLinecap="round" />
        <ellipse cx="20" cy="80" rx="9" ry="6" fill="none" stroke="#fb923c" strokeWidth="0.6" />
        <text x="50" y="102.5" textAnchor="middle" fontSize="2.6" fill="#57534e">Main Gate</text>
        {buildings.map((b) => {
          const isSelected = selected?.toLowerCase() === b.code.toLowerCase();
          const dim = query.trim() !== "" && !matching.has(b.code);
          return (
            <g
              key={b.code}
              role="button"
              tabIndex={0}
              aria-label={`${b.title} (${b.code})`}
              aria-pressed={isSelected}
              className="cursor-pointer focus:outline-none [&:focus-visible>circle]:stroke-[#0f172a]"
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
              <circle cx={b.x} cy={b.y} r={isSelected ? 3.4 : 2.4} fill={CATEGORY_COLOURS[b.category]} stroke={isSelected ? "#facc15" : "white"} strokeWidth={isSelected ? 1 : 0.6} />
              <text x={b.x} y={b.y + (isSelected ? 6.4 : 5.2)} textAnchor="middle" fontSize={isSelected ? 3 : 2.5} fontWeight={isSelected ? 700 : 500} fill="#1c1917" paintOrder="stroke" stroke="white" strokeWidth="0.6">
                {b.code}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
