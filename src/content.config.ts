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

const Contact = z.object({
  office: z.string().describe("Office name and where it is on campus"),
  phone: z.string().describe("Telephone or mobile number"),
  email: z.email().describe("Office e-mail address"),
  hours: z.string().describe("When the office serves clients, e.g. '8:00 AM - 5:00 PM Monday to Friday'"),
});

// ---------------------------------------------------------------- Offices (shared contact blocks)

const offices = defineCollection({
  loader: table("content/offices.yaml"),
  schema: z.object({
    name: z.string().describe("Office name as shown in contact blocks"),
    location: z.string().describe("Building and room"),
    person: z.string().optional().describe("Officer in charge (invented name), if the page shows one"),
    designation: z.string().optional().describe("The officer's title"),
    phone: z.string().describe("Telephone number"),
    mobile: z.string().optional().describe("Mobile or hotline number"),
    email: z.email().describe("Office e-mail address"),
    hours: z.string().describe("Service hours, written as the page shows them"),
  }),
});

// ---------------------------------------------------------------- Citizen's Charter (RA 11032)

const charterServices = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "content/charter/services" }),
  schema: z.object({
    order,
    group: z.enum(["academic", "administrative"]).describe("Academic Services or Administrative Services section"),
    title: z.string().describe("Name of the service"),
    office: z.string().describe("Office or division that delivers the service"),
    classification: z.enum(["Simple", "Complex", "Highly Technical"]).describe("RA 11032 classification of the transaction"),
    transactionType: z.string().describe("G2C, G2B or G2G: who the transaction is with"),
    whoMayAvail: z.string().describe("Who may request this service"),
    requirementBadges: z.array(z.string()).min(1).describe("Short names of the requirements, shown as badges"),
    requirements: z
      .array(z.object({
        document: z.string().describe("The requirement"),
        whereToSecure: z.string().describe("Where the client gets it"),
      }))
      .min(1)
      .describe("Checklist of requirements with where to secure each"),
    steps: z
      .array(z.object({
        client: z.string().describe("What the client does"),
        agency: z.string().describe("What the office does in response"),
        fee: z.string().describe("Fee paid at this step, e.g. '₱50.00 per page' or 'None'"),
        time: z.string().describe("Processing time of this step"),
        responsible: z.string().describe("Person responsible: designation and office"),
      }))
      .min(1)
      .describe("Client steps with the agency action, fee, time and person responsible"),
    totalFees: z.string().describe("Total fees the client pays"),
    processingTime: z.string().describe("Maximum total processing time, e.g. '3-5 working days'"),
    commitments: z.array(z.string()).min(1).describe("Service commitments the office promises"),
  }),
});

const charterInfo = defineCollection({
  loader: table("content/charter/info.yaml"),
  schema: z.object({
    title: z.string().describe("Heading of the block; its paragraph is content/prose/citizens-charter/<block>.mdx"),
    items: z.array(z.string()).default([]).describe("Numbered steps or bullet points"),
  }),
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

const calendarTerms = defineCollection({
  loader: table("content/calendar/term.yaml"),
  schema: z.object({
    academicYear: z.string().regex(/^\d{4}-\d{4}$/).describe("Academic year such as 2024-2025"),
    semester: z.string().describe("Semester shown, e.g. 'First Semester'"),
    start: day.describe("First day of the semester"),
    end: day.describe("Last day of the semester"),
  }),
});

const calendarDates = defineCollection({
  loader: table("content/calendar/important-dates.yaml"),
  schema: z.object({
    order,
    label: z.string().describe("What happens"),
    start: day.describe("Date, or first day of a range"),
    end: day.optional().describe("Last day of a range, if it spans several days"),
    note: z.string().optional().describe("A short explanation"),
  }),
});

const calendarPhases = defineCollection({
  loader: table("content/calendar/phases.yaml"),
  schema: z.object({
    order,
    name: z.string().describe("Phase of the semester"),
    start: day.describe("First day of the phase"),
    end: day.describe("Last day of the phase"),
    status: z.enum(["completed", "upcoming"]).describe("Badge shown: completed or upcoming (editors update it)"),
  }),
});

const calendarEvents = defineCollection({
  loader: table("content/calendar/events.yaml"),
  schema: z.object({
    title: z.string().describe("Event name"),
    date: day.describe("Date of the event"),
    category: z.enum(["Academic", "Cultural", "Sports", "Administrative", "Community"]).describe("Category badge"),
    venue: z.string().describe("Where it takes place"),
    description: z.string().describe("One sentence on the event"),
  }),
});

const holidays = defineCollection({
  loader: table("content/calendar/holidays.yaml"),
  schema: z.object({
    name: z.string().describe("Holiday or break"),
    start: day.describe("Date, or first day of the break"),
    end: day.optional().describe("Last day of the break"),
    kind: z.enum(["Regular Holiday", "Special Non-Working Day", "Semestral Break", "University Holiday"]).describe("Kind of day off"),
  }),
});

// ---------------------------------------------------------------- Organizational Chart

const officials = defineCollection({
  loader: table("content/organization/officials.yaml"),
  schema: z.object({
    order,
    level: z.enum(["president", "vice-president", "dean"]).describe("Tier in the chart"),
    name: z.string().describe("Full name with honorifics (invented)"),
    position: z.string().describe("Official position title"),
    department: z.string().describe("Office or college headed"),
    reportsTo: z.string().optional().describe("id of the official this one reports to"),
    email: z.email().describe("Official e-mail"),
    phone: z.string().describe("Office telephone or local number"),
    photo: z.string().startsWith("/").optional().describe("Photo under public/; initials are shown when absent"),
    description: z.string().describe("Responsibilities in one or two sentences"),
  }),
});

const departments = defineCollection({
  loader: table("content/organization/departments.yaml"),
  schema: z.object({
    order,
    name: z.string().describe("Administrative department"),
    head: z.string().describe("Head of the department (invented name)"),
    headTitle: z.string().describe("The head's designation"),
    reportsTo: z.string().describe("id of the official the department reports to"),
    functions: z.array(z.string()).min(1).describe("Main functions of the department"),
  }),
});

// ---------------------------------------------------------------- Student Services

const studentServices = defineCollection({
  loader: table("content/student-services/services.yaml"),
  schema: z.object({
    order,
    name: z.string().describe("Service name"),
    icon: z.enum(["heart-handshake", "graduation-cap", "stethoscope", "monitor"]).describe("Icon shown on the card"),
    description: z.string().describe("What the service offers"),
    features: z.array(z.string()).min(1).describe("Feature list"),
    contact: Contact.describe("Office, phone, e-mail and hours"),
  }),
});

const quickServices = defineCollection({
  loader: table("content/student-services/quick-services.yaml"),
  schema: z.object({
    order,
    name: z.string().describe("Quick service"),
    where: z.string().describe("Office that handles it"),
    requirements: z.array(z.string()).min(1).describe("What to bring"),
  }),
});

const emergencyContacts = defineCollection({
  loader: table("content/student-services/emergency-contacts.yaml"),
  schema: z.object({
    order,
    kind: z.enum(["medical", "security", "crisis"]).describe("Kind of emergency; chooses the icon and colour"),
    label: z.string().describe("Who answers"),
    number: z.string().describe("Number to call"),
    note: z.string().describe("When to call"),
  }),
});

// ---------------------------------------------------------------- Admissions

const admissionRequirements = defineCollection({
  loader: table("content/admissions/requirements.yaml"),
  schema: z.object({
    order,
    track: z.enum(["freshmen", "transferees"]).describe("Incoming Freshmen or Transferees tab"),
    document: z.string().describe("Requirement"),
    whereToGet: z.string().describe("Where the applicant gets it"),
  }),
});

const admissionSteps = defineCollection({
  loader: table("content/admissions/steps.yaml"),
  schema: z.object({
    order,
    title: z.string().describe("Step name"),
    description: z.string().describe("What the applicant does"),
    duration: z.string().describe("How long the step takes, e.g. '30 minutes' or '2-3 weeks'"),
    office: z.string().describe("Office in charge"),
  }),
});

const examSchedule = defineCollection({
  loader: table("content/admissions/exam-schedule.yaml"),
  schema: z.object({
    date: day.describe("Examination date"),
    slots: z.number().int().nonnegative().describe("Examinee slots still open"),
    status: z.enum(["open", "filling-fast", "full"]).describe("Registration status badge"),
    type: z.enum(["Regular", "Final"]).describe("Regular exam or the Final (last) exam of the cycle"),
    venue: z.string().describe("Testing venue and reporting time"),
  }),
});

const scholarships = defineCollection({
  loader: table("content/admissions/scholarships.yaml"),
  schema: z.object({
    order,
    name: z.string().describe("Scholarship program"),
    coverage: z.string().describe("What it pays, e.g. 'Full tuition'"),
    eligibility: z.string().describe("Who qualifies"),
    requirements: z.array(z.string()).min(1).describe("Documents to submit"),
  }),
});

// ---------------------------------------------------------------- Transparency Board

const procurement = defineCollection({
  loader: table("content/transparency/procurement.yaml"),
  schema: z.object({
    item: z.string().describe("What is being procured"),
    department: z.string().describe("End-user office"),
    budget: pesos.describe("Approved budget for the contract (ABC) in pesos"),
    status: z.enum(["ongoing", "completed", "planned"]).describe("Procurement status"),
    deadline: day.describe("Deadline of bid submission or target completion"),
    mode: z.string().describe("Mode of procurement under RA 12009 / RA 9184 rules"),
    reference: z.string().describe("PhilGEPS or APP reference number"),
    details: z.string().min(1).describe("Details shown by 'View Details' (every row has the button)"),
  }),
});

const budgetLines = defineCollection({
  loader: table("content/transparency/budget.yaml"),
  schema: z.object({
    order,
    category: z.string().describe("Budget category"),
    allocated: pesos.describe("Allotment in pesos"),
    utilized: pesos.describe("Obligations so far in pesos"),
    percentage: z.number().min(0).max(100).describe("Utilization rate in percent, one decimal"),
    status: z.enum(["on-track"]).describe("Utilization status"),
  }),
});

const jobPostings = defineCollection({
  loader: table("content/transparency/jobs.yaml"),
  schema: z.object({
    position: z.string().describe("Position title and salary grade"),
    department: z.string().describe("Hiring office or college"),
    type: z.enum(["Permanent", "Contractual", "Part-time", "Contract of Service"]).describe("Employment type"),
    deadline: day.describe("Last day to submit applications"),
    status: z.enum(["active"]).describe("Posting status"),
    salary: pesos.describe("Monthly salary in pesos"),
    description: z.string().optional().describe("Duties shown by 'Job Description'; without it the button is absent"),
    qualifications: z.array(z.string()).default([]).describe("Qualification standards"),
    howToApply: z.string().min(1).describe("Instructions shown by 'Apply Now' (every posting has the button)"),
  }),
});

const bids = defineCollection({
  loader: table("content/transparency/bids.yaml"),
  schema: z.object({
    project: z.string().describe("Project"),
    winner: z.string().describe("Winning bidder (invented company)"),
    amount: pesos.describe("Contract amount in pesos"),
    date: day.describe("Date of award"),
    status: z.enum(["awarded", "ongoing", "completed"]).describe("Award or implementation status"),
    contract: z
      .object({
        number: z.string().describe("Contract number"),
        signed: day.describe("Date the contract was signed"),
        duration: z.string().describe("Contract duration"),
        noticeToProceed: day.optional().describe("Date of the notice to proceed"),
      })
      .optional()
      .describe("Contract summary shown by 'View Contract'; without it the button is absent"),
  }),
});

// ---------------------------------------------------------------- Student Portal

const portals = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "content/portals" }),
  schema: z.object({
    order,
    name: z.string().describe("Portal name on its card"),
    description: z.string().describe("What the portal is for"),
    url: z.url().describe("Address the QR code opens"),
    icon: z.enum(["award", "clipboard-list", "calendar-days", "wallet", "folder-open"]).describe("Icon on the card"),
    features: z.array(z.string()).min(1).describe("What students can do there"),
  }),
});

const portalGuide = defineCollection({
  loader: table("content/portal-guide.yaml"),
  schema: z.object({
    title: z.string().describe("Heading of the panel"),
    items: z
      .array(z.object({ title: z.string().describe("Short label"), text: z.string().describe("Explanation") }))
      .min(1)
      .describe("Steps or list items"),
  }),
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
