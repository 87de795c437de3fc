/**
 * Every content-collection query of the site goes through here, so pages never call getCollection()
 * themselves: one place decides order and filtering, and pages receive plain, sorted data.
 */
import type { PlanOffice } from "../shared/api/campus-plan.ts";
import { campusOffices } from "./campus-offices.ts";
import { getCollection, getEntry, render, type CollectionEntry, type CollectionKey } from "astro:content";

type Data<C extends CollectionKey> = CollectionEntry<C>["data"] & { id: string };

/** All entries of a collection as `{ id, ...data }`. */
async function list<C extends CollectionKey>(collection: C): Promise<Data<C>[]> {
  const entries = await getCollection(collection);
  return entries.map((e) => ({ id: e.id, ...e.data }) as Data<C>);
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
const byTime = <K extends string>(key: K) => <T extends Record<K, Date>>(a: T, b: T) => a[key].getTime() - b[key].getTime();

/** One entry that a page cannot do without: a missing id fails the build with its name. */
async function required<C extends CollectionKey>(collection: C, id: string): Promise<Data<C>> {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`content: the ${collection} collection has no entry "${id}", which a page needs.`);
  return { id: entry.id, ...entry.data } as Data<C>;
}

/** A shared contact block from content/offices.yaml. */
export const getOffice = (id: "main-office" | "admissions" | "foi" | "ict-help-desk") => required("offices", id);

// Citizen's Charter
/** The charter's services in order, each with its description (content/prose/citizens-charter/service-<id>.mdx). */
export async function getCharterServices() {
  const services = (await list("charterServices")).sort(byOrder);
  const all = await Promise.all(services.map(async (s) => ({ ...s, Description: await getProse("/citizens-charter", `service-${s.id}`) })));
  return { academic: all.filter((s) => s.group === "academic"), administrative: all.filter((s) => s.group === "administrative") };
}
export const getCharterInfo = (id: "intro" | "complaints") => required("charterInfo", id);

/** A rendered MDX block: an Astro component that takes the facts it quotes as props. */
export type ProseContent = Awaited<ReturnType<typeof render>>["Content"];

/** The folder of a page's prose under content/prose/: its address without the slash, `home` for `/`. */
const proseFolder = (page: string) => (page === "/" ? "home" : page.replace(/^\//, ""));

/**
 * A page's block of MDX prose (content/prose/<page>/<block>.mdx), rendered. A missing file, or one whose
 * frontmatter names another page or block, fails the build with the file's name.
 */
export async function getProse(page: string, block: string): Promise<ProseContent> {
  const id = `${proseFolder(page)}/${block}`;
  const entry = await getEntry("prose", id);
  if (!entry) throw new Error(`content: content/prose/${id}.mdx is missing; the page ${page} shows it.`);
  if (entry.data.page !== page || entry.data.block !== block) {
    throw new Error(`content: content/prose/${id}.mdx says page "${entry.data.page}", block "${entry.data.block}"; it must say page "${page}", block "${block}".`);
  }
  return (await render(entry)).Content;
}

/** The line under a page's title, content/prose/<page>/heading.mdx; PageHeading renders it. */
export const getPageIntro = (page: string) => getProse(page, "heading");

// Academic Calendar
export const getCurrentTerm = () => required("calendarTerms", "current");
export const getImportantDates = async () => (await list("calendarDates")).sort(byOrder);
export const getSemesterPhases = async () => (await list("calendarPhases")).sort(byOrder);
export const getCalendarEvents = async () => (await list("calendarEvents")).sort(byTime("date"));
export const getHolidays = async () => (await list("holidays")).sort(byTime("start"));

// Organizational Chart
export async function getOrganization() {
  const officials = (await list("officials")).sort(byOrder);
  const departments = (await list("departments")).sort(byOrder);
  const president = officials.filter((o) => o.level === "president");
  if (president.length !== 1) throw new Error(`content/organization/officials.yaml: expected one president, found ${president.length}.`);
  const ids = new Set(officials.map((o) => o.id));
  for (const o of [...officials, ...departments]) {
    if (o.reportsTo && !ids.has(o.reportsTo)) {
      throw new Error(`content/organization: "${o.id}" reports to "${o.reportsTo}", which is not an official's id.`);
    }
  }
  return {
    president: president[0],
    vicePresidents: officials.filter((o) => o.level === "vice-president"),
    deans: officials.filter((o) => o.level === "dean"),
    departments,
  };
}

// Student Services
export const getStudentServices = async () => (await list("studentServices")).sort(byOrder);
export const getQuickServices = async () => (await list("quickServices")).sort(byOrder);
export const getEmergencyContacts = async () => (await list("emergencyContacts")).sort(byOrder);

// Admissions
export async function getAdmissionRequirements() {
  const all = (await list("admissionRequirements")).sort(byOrder);
  return { freshmen: all.filter((r) => r.track === "freshmen"), transferees: all.filter((r) => r.track === "transferees") };
}
export const getAdmissionSteps = async () => (await list("admissionSteps")).sort(byOrder);
export const getExamSchedule = async () => (await list("examSchedule")).sort(byTime("date"));
export const getScholarships = async () => (await list("scholarships")).sort(byOrder);

// Transparency Board (tables keep the editors' order)
export const getProcurement = () => list("procurement");
/** Budget lines; a percentage that does not match utilized / allocated fails the build (editors change both). */
export async function getBudgetLines() {
  const lines = (await list("budgetLines")).sort(byOrder);
  for (const b of lines) {
    const actual = b.allocated === 0 ? 0 : (b.utilized / b.allocated) * 100;
    if (Math.abs(actual - b.percentage) > 0.05) {
      throw new Error(`content/transparency/budget.yaml: "${b.id}" says percentage ${b.percentage} but utilized / allocated is ${actual.toFixed(1)}.`);
    }
  }
  return lines;
}
export const getJobPostings = async () => (await list("jobPostings")).sort(byTime("deadline"));
export const getBids = async () => (await list("bids")).sort((a, b) => b.date.getTime() - a.date.getTime());

// Student Portal
export const getPortals = async () => (await list("portals")).sort(byOrder);
export const getPortalGuide = (id: "how-to-access" | "first-time-guide" | "system-requirements") => required("portalGuide", id);

/** One charter service by its file name, e.g. "foi-requests" (the Transparency Board's FOI steps). */
export const getCharterService = (id: string) => required("charterServices", id);

// Campus map
/**
 * The offices of content/map/offices.json with the contact block each names (`contactFrom`) read from its
 * collection, so an office's hours and phone are written once, where the rest of the site reads them.
 */
export async function getMapOffices(): Promise<PlanOffice[]> {
  return Promise.all(
    campusOffices.map(async (o) => {
      if (!o.contactFrom) return o;
      const [collection, id] = o.contactFrom.split(":") as ["offices" | "student-services", string];
      const block = collection === "offices" ? await required("offices", id) : (await required("studentServices", id)).contact;
      return { ...o, contact: { hours: block.hours, phone: block.phone, email: block.email } };
    }),
  );
}
