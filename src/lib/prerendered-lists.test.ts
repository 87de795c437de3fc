/** The prerendered lists are what the API answers from a freshly seeded database, so the refresh moves nothing. */
import { describe, expect, it } from "vitest";
import { getAnnouncements, getCourses, getFaculty, getForms, getGallery } from "../server/services/directories.ts";
import { testBackends, useTestDatabase } from "../server/testing/databases.ts";
import { prerenderedAnnouncements, prerenderedCourses, prerenderedFaculty, prerenderedForms, prerenderedGallery } from "./prerendered-lists.ts";

describe.each(testBackends())("prerendered lists ($name)", (backend) => {
  const t = useTestDatabase(backend, { seed: true });

  it("equal the API's answers after the first seed, in the same order", async () => {
    expect(prerenderedCourses()).toEqual(await getCourses(t.db));
    expect(prerenderedForms()).toEqual(await getForms(t.db));
    expect(prerenderedFaculty()).toEqual(await getFaculty(t.db));
  });

  it("news and gallery: the same items in the same order; only the dates differ (the build's, kept hidden)", async () => {
    const withoutDates = <T extends { createdAt: string }>(items: T[]) => items.map(({ createdAt: _c, ...rest }) => rest);
    expect(withoutDates(prerenderedAnnouncements())).toEqual(withoutDates(await getAnnouncements(t.db)));
    expect(withoutDates(prerenderedGallery())).toEqual(withoutDates(await getGallery(t.db)));
  });
});
