/** Course Offerings list: college toggle filter with counts, search, cards and Learn More. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { Course } from "../shared/api/courses.ts";
import { paletteFor } from "../shared/rules/directories.ts";
import { courses } from "../stores/courses.ts";
import { EmptyState, FilterButtons, Loaded, SearchBox } from "./parts/ui.tsx";
import { Modal } from "./parts/Modal.tsx";
import { useDirectory } from "./parts/useDirectory.ts";

/** Six college colours, picked by name length modulo 6. */
const COLLEGE_PALETTE = [
  "bg-blue-50 text-blue-900",
  "bg-green-50 text-green-900",
  "bg-purple-50 text-purple-900",
  "bg-orange-50 text-orange-900",
  "bg-rose-50 text-rose-900",
  "bg-teal-50 text-teal-900",
] as const;

/** `initial`: the list the page was prerendered with; the API's answer replaces it. */
export default function CourseDirectory({ initial }: { initial?: Course[] }) {
  useDirectory(courses, initial);
  const state = useStore(courses.$load);
  const query = useStore(courses.$query);
  const filter = useStore(courses.$filter);
  const visible = useStore(courses.$visible);
  const counts = useStore(courses.$counts);
  const [open, setOpen] = useState<Course | null>(null);

  return (
    <Loaded state={state} loadingText="Loading course offerings..." onRetry={() => void courses.retry()}>
      <div className="space-y-4">
        <SearchBox value={query} onChange={courses.setQuery} label="Search programs" placeholder="Search by program name, code or college" />
        <FilterButtons
          label="Filter by college"
          active={filter}
          onToggle={courses.toggle}
          options={[...counts].map(([college, count]) => ({ value: college, label: college, count, tone: paletteFor(college, COLLEGE_PALETTE) }))}
        />
        <p className="text-base-content/70" aria-live="polite" data-result-count>
          {visible.length} {visible.length === 1 ? "program" : "programs"}
        </p>
        {visible.length === 0 ? (
          <EmptyState title="No programs found" text="Try adjusting your search terms or filters." />
        ) : (
          <>
            <h2 className="sr-only">Programs</h2>
            <ul className="grid gap-4 md:grid-cols-2" data-list>
            {visible.map((c) => (
              <li key={c.id} className="card bg-base-100 border-base-300 border shadow-sm" data-card={c.id}>
                <div className="card-body gap-2 p-5">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="badge badge-primary badge-lg font-mono">{c.code}</span>
                    <span className="badge badge-ghost badge-lg">{c.duration}</span>
                  </div>
                  <h3 className="card-title text-lg">{c.name}</h3>
                  <p className={`rounded-field w-fit px-2 py-0.5 text-sm ${paletteFor(c.college, COLLEGE_PALETTE)}`}>{c.college}</p>
                  <p className="text-base-content/80">{c.description}</p>
                  {c.requirements.length > 0 && (
                    <div>
                      <p className="text-sm font-semibold">Specific requirements</p>
                      <ul className="text-base-content/80 list-disc pl-5 text-sm">
                        {c.requirements.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                    </div>
                  )}
                  <div className="card-actions mt-2 justify-end">
                    <button type="button" className="btn btn-outline btn-primary" onClick={() => setOpen(c)}>
                      Learn More
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          </>
        )}
      </div>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.name ?? ""} name="course">
        {open && (
          <div className="space-y-3">
            <p className="flex flex-wrap gap-2">
              <span className="badge badge-primary badge-lg font-mono">{open.code}</span>
              <span className="badge badge-ghost badge-lg">{open.duration}</span>
            </p>
            <p className="font-semibold">{open.college}</p>
            <p>{open.description}</p>
            <div>
              <p className="font-semibold">Requirements</p>
              <ul className="list-disc pl-5">
                {["High School Diploma", "Entrance Examination", "Medical Certificate", "Good Moral Character", ...open.requirements].map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
            <p className="text-base-content/70 text-sm">Ask at the Admissions Office or see Admissions & Enrollment for schedules.</p>
          </div>
        )}
      </Modal>
    </Loaded>
  );
}
