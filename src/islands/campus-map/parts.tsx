/** What both map views share: search with its hit list (the selected place's card is BuildingDetail.tsx; the legend is MapLegend.astro). */
import { $matches, $officeMatches, $query, $selected, $selectedOffice, select, selectOffice, setQuery } from "../../stores/campus-map.ts";
import { SearchBox } from "../parts/ui.tsx";
import { useStores } from "../parts/use-stores.ts";

export function BuildingSearch() {
  const { query, matches, offices, selected, office } = useStores({ query: $query, matches: $matches, offices: $officeMatches, selected: $selected, office: $selectedOffice });
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

