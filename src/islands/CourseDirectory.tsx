/** Course Offerings list: college toggle filter with counts, search, cards and Learn More. */
import type { Course } from "../shared/api/courses.ts";
import { paletteFor } from "../shared/rules/directories.ts";
import { courses } from "../stores/courses.ts";
import { ListCard, ListControls, ListPage, ListResults, RequirementList } from "./parts/ListPage.tsx";
import { TINTS } from "./parts/ui.tsx";

/** A college's colour: its name's length picks one of the first tints (colleges use fewer than departments). */
const COLLEGE_PALETTE = TINTS.slice(0, 6);

/** `initial`: the list the page was prerendered with; the API's answer replaces it. */
export default function CourseDirectory({ initial }: { initial?: Course[] }) {
  return (
    <ListPage store={courses} initial={initial} loadingText="Loading course offerings..." dialog={{ name: "course", title: (c) => c.name, body: (c) => <CourseDetail course={c} /> }}>
      {(visible, open) => (
        <div className="space-y-4">
          <ListControls store={courses} search={{ label: "Search programs", placeholder: "Search by program name, code or college" }} filter={{ label: "Filter by college", tints: COLLEGE_PALETTE }} />
          <p className="text-base-content/70" aria-live="polite" data-result-count>
            {visible.length} {visible.length === 1 ? "program" : "programs"}
          </p>
          <ListResults items={visible} heading="Programs" empty={{ title: "No programs found", text: "Try adjusting your search terms or filters." }} className="grid gap-4 md:grid-cols-2">
            {(c) => (
              <ListCard id={c.id} action={<button type="button" className="btn btn-outline btn-primary" onClick={() => open(c)}>Learn More</button>}>
                <CodeAndDuration course={c} />
                <h3 className="card-title text-lg">{c.name}</h3>
                <p className={`rounded-field w-fit px-2 py-0.5 text-sm ${paletteFor(c.college, COLLEGE_PALETTE)}`}>{c.college}</p>
                <p className="text-base-content/80">{c.description}</p>
                <RequirementList title="Specific requirements" items={c.requirements} />
              </ListCard>
            )}
          </ListResults>
        </div>
      )}
    </ListPage>
  );
}

/** A program's code and length: on its card and in its Learn More dialog. */
function CodeAndDuration({ course }: { course: Course }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="badge badge-primary badge-lg font-mono">{course.code}</span>
      <span className="badge badge-ghost badge-lg">{course.duration}</span>
    </div>
  );
}

/** Learn More: the program with the general admission requirements before its own. */
function CourseDetail({ course }: { course: Course }) {
  return (
    <div className="space-y-3">
      <CodeAndDuration course={course} />
      <p className="font-semibold">{course.college}</p>
      <p>{course.description}</p>
      <div>
        <p className="font-semibold">Requirements</p>
        <ul className="list-disc pl-5">
          {["High School Diploma", "Entrance Examination", "Medical Certificate", "Good Moral Character", ...course.requirements].map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
      <p className="text-base-content/70 text-sm">Ask at the Admissions Office or see Admissions & Enrollment for schedules.</p>
    </div>
  );
}
