import { z } from "zod";

/** GET /api/config (spec section 3, Config response). Holds no secret: the maps key is a browser key. */
export const PublicConfig = z.object({
  chatbot: z.object({
    enabled: z.boolean().describe("Whether the assistant answers"),
    serviceUrl: z.string().describe("Where the chat panel posts messages"),
    apiKey: z.string().describe("Always empty: the chat API needs no key, and a secret never reaches a browser"),
  }),
  googleMapsApiKey: z.string().describe("Browser key for the maps script; empty when the map runs offline"),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
