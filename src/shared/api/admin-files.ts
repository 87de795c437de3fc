import { z } from "zod";

/**
 * What an upload is for. `pdf`: a form's file. `image`: a portrait or a gallery photo (also a video's
 * poster). `video`: a gallery video. POST /api/admin/files?kind=<kind> with the file's bytes as the body.
 */
export const UPLOAD_KINDS = ["pdf", "image", "video"] as const;
export const UploadKind = z.enum(UPLOAD_KINDS, { error: "kind must be pdf, image or video" });
export type UploadKind = z.infer<typeof UploadKind>;

/** Largest upload per kind, in bytes (a Netlify function takes about 6 MB at most: see docs/deploy.md). */
export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  pdf: 10 * 1024 * 1024,
  image: 15 * 1024 * 1024,
  video: 60 * 1024 * 1024,
};

export const UploadQuery = z.object({ kind: UploadKind });

/** The answer of an upload: where the file is now served from. */
export const UploadedFile = z.object({
  url: z.string().startsWith("/").describe("The file (a PDF, the kiosk-size WebP, the video)"),
  phoneUrl: z.string().startsWith("/").optional().describe("An image's phone-size WebP; also the gallery thumbnail"),
  posterUrl: z.string().startsWith("/").optional().describe("A video's poster: a labelled placeholder until an image is uploaded for it"),
  contentType: z.string(),
  bytes: z.number().int().min(0),
});
export type UploadedFile = z.infer<typeof UploadedFile>;
