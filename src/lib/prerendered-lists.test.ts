/** The prerendered lists are what the API answers from a freshly seeded database, so the refresh moves nothing. */
import { describe, expect, it } from "vitest";
import { getCourses, getFaculty, getForms } from "../server/services/directories.ts";
import { testBackends, useTestDatabase } from "../server/testing/databases.ts";
import { prerenderedCourses, prerenderedFaculty, prerenderedForms } from "./prerendered-lists.ts";

describe.each(testBackends())("prerendered lists ($name)", (backend) => {
  const t = useTestDatabase(backend, { seed: true });

  it("equal the API's answers after the first seed, in the same order", async () => {
    expect(prerenderedCourses()).toEqual(await getCourses(t.db));
    expect(prerenderedForms()).toEqual(await getForms(t.db));
    expect(prerenderedFaculty()).toEqual(await getFaculty(t.db));
  });
});
