/** Course Offerings list: college toggle filter with counts, search, cards and Learn More. */
import { useState } from "react";
import type { Course } from "../shared/api/courses.ts";
import { paletteFor } from "../shared/rules/directories.ts";
import { courses } from "../stores/courses.ts";
import { ListCard, ListPage, ListResults, RequirementList, useListPage } from "./parts/ListPage.tsx";
import { FilterButtons, SearchBox, TINTS } from "./parts/ui.tsx";
import { Modal } from "./parts/Modal.tsx";

/** A college's colour: its name's length picks one of the first tints (colleges use fewer than departments). */
const COLLEGE_PALETTE = TINTS.slice(0, 6);

/** `initial`: the list the page was prerendered with; the API's answer replaces it. */
export default function CourseDirectory({ initial }: { initial?: Course[] }) {
  const { query, filter, visible, counts } = useListPage(courses, initial);
  const [open, setOpen] = useState<Course | null>(null);

  return (
    <ListPage store={courses} loadingText="Loading course offerings...">
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
        <ListResults items={visible} heading="Programs" empty={{ title: "No programs found", text: "Try adjusting your search terms or filters." }} className="grid gap-4 md:grid-cols-2">
          {(c) => (
            <ListCard id={c.id}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="badge badge-primary badge-lg font-mono">{c.code}</span>
                <span className="badge badge-ghost badge-lg">{c.duration}</span>
              </div>
              <h3 className="card-title text-lg">{c.name}</h3>
              <p className={`rounded-field w-fit px-2 py-0.5 text-sm ${paletteFor(c.college, COLLEGE_PALETTE)}`}>{c.college}</p>
              <p className="text-base-content/80">{c.description}</p>
              <RequirementList title="Specific requirements" items={c.requirements} />
              <div className="card-actions mt-2 justify-end">
                <button type="button" className="btn btn-outline btn-primary" onClick={() => setOpen(c)}>
                  Learn More
                </button>
              </div>
            </ListCard>
          )}
        </ListResults>
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
    </ListPage>
  );
}
