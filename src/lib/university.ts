import { z } from "zod";
import raw from "../../content/university.json";

/** The institution's identity as editors keep it in content/university.json; every page reads it from here. */
export const University = z.object({
  name: z.string().min(3).describe("Full official name shown in the header and page titles"),
  shortName: z.string().min(2).max(12).describe("Acronym used where space is tight"),
  tagline: z.string().describe("Line under the name in the header, e.g. 'Information Kiosk'"),
  logo: z.string().startsWith("/").describe("Path of the logo under public/"),
  logoAlt: z.string().min(3).describe("Text alternative of the logo for screen readers"),
  phone: z.string().min(7).describe("Main trunk line"),
  email: z.email().describe("Main public e-mail address"),
  website: z.url().describe("Public website address"),
  address: z.string().min(10).describe("Postal address of the main campus"),
  timeZone: z.string().describe("IANA time zone of the campus; the header clock shows this time"),
  emergencyHotline: z.string().min(3).describe("National emergency number shown with the campus emergency contacts, e.g. '911'"),
  feedbackResponseTime: z.string().min(3).describe("How soon a non-anonymous feedback that needs a reply is answered, e.g. '3-5 business days'"),
  budgetAsOf: z.iso.date().describe("Date the Transparency Board's budget figures are as of, YYYY-MM-DD"),
});
export type University = z.infer<typeof University>;

/** Parsed once at build time: a wrong value fails `astro build` with the field named. */
export const university: University = (() => {
  const result = University.safeParse(raw);
  if (!result.success) {
    throw new Error(`content/university.json is invalid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
})();
