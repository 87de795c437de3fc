/**
 * Content collections: everything editors change lives in ../content as YAML, never in code.
 * Each schema says what its fields mean (`.describe()`); a wrong value fails `astro build`, which names the
 * collection, the entry, the field and the file (see tests/content-build.test.ts).
 *
 * Lists that read like tables (procurement, budget, exam dates...) are one YAML file holding an array
 * (`file()` loader), so an editor sees and orders the whole table in one place; entries that are documents
 * of their own (a charter service, a portal) are one YAML file each (`glob()` loader).
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import yaml from "js-yaml";

/**
 * YAML tables are read with the core schema, which leaves 2025-02-30 a string: the default YAML schema would
 * silently turn it into March 2. `day` below then checks the date really exists.
 */
const table = (path: string) => file(path, { parser: (text) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as Record<string, unknown>[] });

const DATE_MESSAGE = "Write the date as YYYY-MM-DD, e.g. 2025-01-15, and make sure the day exists";
/** A calendar day written YYYY-MM-DD, as a Date at UTC midnight. */
const day = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), DATE_MESSAGE)
  .transform((s) => new Date(`${s}T00:00:00Z`))
  .describe("A date written YYYY-MM-DD");
/** A peso amount as a plain number (no ₱, no commas); pages format it the Philippine way. */
const pesos = z.number().nonnegative().describe("Amount in Philippine pesos, a plain number such as 1250000");
/** Display order on the page, smallest first. */
const order = z.number().int().describe("Display position, smallest first");
/** A line or paragraph shown as the editor wrote it. */
const text = (meaning: string) => z.string().describe(meaning);
/** A list of short texts with at least one entry (features, requirements, functions). */
const list = (meaning: string) => z.array(z.string()).min(1).describe(meaning);

/** A collection of one YAML table; `shape` is one row's fields. */
const tableOf = <S extends z.ZodRawShape>(path: string, shape: S) => defineCollection({ loader: table(path), schema: z.object(shape) });
/** A YAML table whose rows the page shows in their `order`. */
const orderedTableOf = <S extends z.ZodRawShape>(path: string, shape: S) => tableOf(path, { order, ...shape });
/** A folder of YAML files, one entry each, shown in their `order`. */
const orderedFilesOf = <S extends z.ZodRawShape>(base: string, shape: S) =>
  defineCollection({ loader: glob({ pattern: "*.yaml", base }), schema: z.object({ order, ...shape }) });

const Contact = z.object({
  office: text("Office name and where it is on campus"),
  phone: text("Telephone or mobile number"),
  email: z.email().describe("Office e-mail address"),
  hours: text("When the office serves clients, e.g. '8:00 AM - 5:00 PM Monday to Friday'"),
});

// ---------------------------------------------------------------- Offices (shared contact blocks)

const offices = tableOf("content/offices.yaml", {
  name: text("Office name as shown in contact blocks"),
  location: text("Building and room"),
  person: z.string().optional().describe("Officer in charge (invented name), if the page shows one"),
  designation: z.string().optional().describe("The officer's title"),
  phone: text("Telephone number"),
  mobile: z.string().optional().describe("Mobile or hotline number"),
  email: z.email().describe("Office e-mail address"),
  hours: text("Service hours, written as the page shows them"),
});

// ---------------------------------------------------------------- Citizen's Charter (RA 11032)

const charterServices = orderedFilesOf("content/charter/services", {
  group: z.enum(["academic", "administrative"]).describe("Academic Services or Administrative Services section"),
  title: text("Name of the service"),
  office: text("Office or division that delivers the service"),
  classification: z.enum(["Simple", "Complex", "Highly Technical"]).describe("RA 11032 classification of the transaction"),
  transactionType: text("G2C, G2B or G2G: who the transaction is with"),
  whoMayAvail: text("Who may request this service"),
  requirementBadges: list("Short names of the requirements, shown as badges"),
  requirements: z
    .array(z.object({
      document: text("The requirement"),
      whereToSecure: text("Where the client gets it"),
    }))
    .min(1)
    .describe("Checklist of requirements with where to secure each"),
  steps: z
    .array(z.object({
      client: text("What the client does"),
      agency: text("What the office does in response"),
      fee: text("Fee paid at this step, e.g. '₱50.00 per page' or 'None'"),
      time: text("Processing time of this step"),
      responsible: text("Person responsible: designation and office"),
    }))
    .min(1)
    .describe("Client steps with the agency action, fee, time and person responsible"),
  totalFees: text("Total fees the client pays"),
  processingTime: text("Maximum total processing time, e.g. '3-5 working days'"),
  commitments: list("Service commitments the office promises"),
});

const charterInfo = tableOf("content/charter/info.yaml", {
  title: text("Heading of the block; its paragraph is content/prose/citizens-charter/<block>.mdx"),
  items: z.array(z.string()).default([]).describe("Numbered steps or bullet points"),
});

// ---------------------------------------------------------------- Prose (MDX)

/**
 * The running text of the static pages, as MDX editors write: one file per block under
 * content/prose/<page>/<block>.mdx. Facts in it (fees, hours, dates) stay records in the data files; the
 * text explains. The frontmatter says which page and block the text belongs to, checked against its path.
 */
const prose = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "content/prose" }),
  schema: z
    .object({
      page: z
        .string()
        .regex(/^\/[a-z0-9-]*$/, "Write the page's address, e.g. /citizens-charter")
        .describe("The page that shows this text, e.g. /citizens-charter"),
      block: z
        .string()
        .regex(/^[a-z0-9-]+$/, "Write the block's name in lower case with dashes, e.g. intro")
        .describe("Which block of the page, the same as the file's name"),
      summary: z.string().min(1, "Say in a few words what this text is for").describe("What the text is for, for editors"),
    })
    .strict(),
});

// ---------------------------------------------------------------- Academic Calendar

const calendarTerms = tableOf("content/calendar/term.yaml", {
  academicYear: z.string().regex(/^\d{4}-\d{4}$/).describe("Academic year such as 2024-2025"),
  semester: text("Semester shown, e.g. 'First Semester'"),
  start: day.describe("First day of the semester"),
  end: day.describe("Last day of the semester"),
});

const calendarDates = orderedTableOf("content/calendar/important-dates.yaml", {
  label: text("What happens"),
  start: day.describe("Date, or first day of a range"),
  end: day.optional().describe("Last day of a range, if it spans several days"),
  note: z.string().optional().describe("A short explanation"),
});

const calendarPhases = orderedTableOf("content/calendar/phases.yaml", {
  name: text("Phase of the semester"),
  start: day.describe("First day of the phase"),
  end: day.describe("Last day of the phase"),
  status: z.enum(["completed", "upcoming"]).describe("Badge shown: completed or upcoming (editors update it)"),
});

const calendarEvents = tableOf("content/calendar/events.yaml", {
  title: text("Event name"),
  date: day.describe("Date of the event"),
  category: z.enum(["Academic", "Cultural", "Sports", "Administrative", "Community"]).describe("Category badge"),
  venue: text("Where it takes place"),
  description: text("One sentence on the event"),
});

const holidays = tableOf("content/calendar/holidays.yaml", {
  name: text("Holiday or break"),
  start: day.describe("Date, or first day of the break"),
  end: day.optional().describe("Last day of the break"),
  kind: z.enum(["Regular Holiday", "Special Non-Working Day", "Semestral Break", "University Holiday"]).describe("Kind of day off"),
});

// ---------------------------------------------------------------- Organizational Chart

const officials = orderedTableOf("content/organization/officials.yaml", {
  level: z.enum(["president", "vice-president", "dean"]).describe("Tier in the chart"),
  name: text("Full name with honorifics (invented)"),
  position: text("Official position title"),
  department: text("Office or college headed"),
  reportsTo: z.string().optional().describe("id of the official this one reports to"),
  email: z.email().describe("Official e-mail"),
  phone: text("Office telephone or local number"),
  photo: z.string().startsWith("/").optional().describe("Photo under public/; initials are shown when absent"),
  description: text("Responsibilities in one or two sentences"),
});

const departments = orderedTableOf("content/organization/departments.yaml", {
  name: text("Administrative department"),
  head: text("Head of the department (invented name)"),
  headTitle: text("The head's designation"),
  reportsTo: text("id of the official the department reports to"),
  functions: list("Main functions of the department"),
});

// ---------------------------------------------------------------- Student Services

const studentServices = orderedTableOf("content/student-services/services.yaml", {
  name: text("Service name"),
  icon: z.enum(["heart-handshake", "graduation-cap", "stethoscope", "monitor"]).describe("Icon shown on the card"),
  description: text("What the service offers"),
  features: list("Feature list"),
  contact: Contact.describe("Office, phone, e-mail and hours"),
});

const quickServices = orderedTableOf("content/student-services/quick-services.yaml", {
  name: text("Quick service"),
  where: text("Office that handles it"),
  requirements: list("What to bring"),
});

const emergencyContacts = orderedTableOf("content/student-services/emergency-contacts.yaml", {
  kind: z.enum(["medical", "security", "crisis"]).describe("Kind of emergency; chooses the icon and colour"),
  label: text("Who answers"),
  number: text("Number to call"),
  note: text("When to call"),
});

// ---------------------------------------------------------------- Admissions

const admissionRequirements = orderedTableOf("content/admissions/requirements.yaml", {
  track: z.enum(["freshmen", "transferees"]).describe("Incoming Freshmen or Transferees tab"),
  document: text("Requirement"),
  whereToGet: text("Where the applicant gets it"),
});

const admissionSteps = orderedTableOf("content/admissions/steps.yaml", {
  title: text("Step name"),
  description: text("What the applicant does"),
  duration: text("How long the step takes, e.g. '30 minutes' or '2-3 weeks'"),
  office: text("Office in charge"),
});

const examSchedule = tableOf("content/admissions/exam-schedule.yaml", {
  date: day.describe("Examination date"),
  slots: z.number().int().nonnegative().describe("Examinee slots still open"),
  status: z.enum(["open", "filling-fast", "full"]).describe("Registration status badge"),
  type: z.enum(["Regular", "Final"]).describe("Regular exam or the Final (last) exam of the cycle"),
  venue: text("Testing venue and reporting time"),
});

const scholarships = orderedTableOf("content/admissions/scholarships.yaml", {
  name: text("Scholarship program"),
  coverage: text("What it pays, e.g. 'Full tuition'"),
  eligibility: text("Who qualifies"),
  requirements: list("Documents to submit"),
});

// ---------------------------------------------------------------- Transparency Board

const procurement = tableOf("content/transparency/procurement.yaml", {
  item: text("What is being procured"),
  department: text("End-user office"),
  budget: pesos.describe("Approved budget for the contract (ABC) in pesos"),
  status: z.enum(["ongoing", "completed", "planned"]).describe("Procurement status"),
  deadline: day.describe("Deadline of bid submission or target completion"),
  mode: text("Mode of procurement under RA 12009 / RA 9184 rules"),
  reference: text("PhilGEPS or APP reference number"),
  details: z.string().min(1).describe("Details shown by 'View Details' (every row has the button)"),
});

const budgetLines = orderedTableOf("content/transparency/budget.yaml", {
  category: text("Budget category"),
  allocated: pesos.describe("Allotment in pesos"),
  utilized: pesos.describe("Obligations so far in pesos"),
  percentage: z.number().min(0).max(100).describe("Utilization rate in percent, one decimal"),
  status: z.enum(["on-track"]).describe("Utilization status"),
});

const jobPostings = tableOf("content/transparency/jobs.yaml", {
  position: text("Position title and salary grade"),
  department: text("Hiring office or college"),
  type: z.enum(["Permanent", "Contractual", "Part-time", "Contract of Service"]).describe("Employment type"),
  deadline: day.describe("Last day to submit applications"),
  status: z.enum(["active"]).describe("Posting status"),
  salary: pesos.describe("Monthly salary in pesos"),
  description: z.string().optional().describe("Duties shown by 'Job Description'; without it the button is absent"),
  qualifications: z.array(z.string()).default([]).describe("Qualification standards"),
  howToApply: z.string().min(1).describe("Instructions shown by 'Apply Now' (every posting has the button)"),
});

const bids = tableOf("content/transparency/bids.yaml", {
  project: text("Project"),
  winner: text("Winning bidder (invented company)"),
  amount: pesos.describe("Contract amount in pesos"),
  date: day.describe("Date of award"),
  status: z.enum(["awarded", "ongoing", "completed"]).describe("Award or implementation status"),
  contract: z
    .object({
      number: text("Contract number"),
      signed: day.describe("Date the contract was signed"),
      duration: text("Contract duration"),
      noticeToProceed: day.optional().describe("Date of the notice to proceed"),
    })
    .optional()
    .describe("Contract summary shown by 'View Contract'; without it the button is absent"),
});

// ---------------------------------------------------------------- Student Portal

const portals = orderedFilesOf("content/portals", {
  name: text("Portal name on its card"),
  description: text("What the portal is for"),
  url: z.url().describe("Address the QR code opens"),
  icon: z.enum(["award", "clipboard-list", "calendar-days", "wallet", "folder-open"]).describe("Icon on the card"),
  features: list("What students can do there"),
});

const portalGuide = tableOf("content/portal-guide.yaml", {
  title: text("Heading of the panel"),
  items: z
    .array(z.object({ title: text("Short label"), text: text("Explanation") }))
    .min(1)
    .describe("Steps or list items"),
});

export const collections = {
  offices,
  charterServices,
  charterInfo,
  prose,
  calendarTerms,
  calendarDates,
  calendarPhases,
  calendarEvents,
  holidays,
  officials,
  departments,
  studentServices,
  quickServices,
  emergencyContacts,
  admissionRequirements,
  admissionSteps,
  examSchedule,
  scholarships,
  procurement,
  budgetLines,
  jobPostings,
  bids,
  portals,
  portalGuide,
};
