import { describe, expect, it } from "vitest";
import { PublicConfig } from "../shared/api/config.ts";
import { GalleryList } from "../shared/api/gallery.ts";
import { buildingSnapshot as buildingsFile } from "./campus-map.ts";
import { MapBuildingList } from "../shared/api/map-buildings.ts";
import { announcementList, courseList, facultyList, formList, galleryList, mapBuildingList, publicConfig, qrCodeResponse } from "./contracts.ts";
import { ContractError } from "./json-check.ts";

const item = {
  id: "graduation-ball",
  title: "Graduation Ball",
  category: "graduation",
  mediaType: "image",
  mediaUrl: "/media/gallery/graduation-ball.webp",
  thumbnailUrl: "/media/gallery/graduation-ball-thumb.webp",
  createdAt: "2025-04-12T19:00:00+08:00",
};

describe("contracts checked from their build-time JSON Schema", () => {
  it("accept what the zod contract accepts and give the same value", () => {
    const body = [item, { ...item, id: "b", description: "Dancing", extra: "dropped" }];
    expect(galleryList.parse(body)).toEqual(GalleryList.parse(body));
    const config = { chatbot: { enabled: true, serviceUrl: "/api/chat", apiKey: "" }, googleMapsApiKey: "" };
    expect(publicConfig.parse(config)).toEqual(PublicConfig.parse(config));
    expect(publicConfig.parse(config).kiosk).toEqual({ mode: false, idleSeconds: 60, attractSeconds: 180 });
  });

  it("refuse what the zod contract refuses, with a sentence naming the place", () => {
    const bad: [unknown, RegExp][] = [
      [[{ ...item, category: "parties" }], /\[0\]\.category must be one of/],
      [[{ ...item, mediaUrl: "https://elsewhere.example/x.webp" }], /\[0\]\.mediaUrl is not in the expected format/],
      [[{ ...item, createdAt: "yesterday" }], /\[0\]\.createdAt is not in the expected format/],
      [[{ ...item, title: "" }], /\[0\]\.title must not be empty/],
      [[{ ...item, id: undefined }], /\[0\]\.id is missing/],
      [{ items: [] }, /the answer must be a list/],
    ];
    for (const [body, message] of bad) {
      expect(GalleryList.safeParse(body).success).toBe(false);
      expect(() => galleryList.parse(body)).toThrow(ContractError);
      expect(() => galleryList.parse(body)).toThrow(message);
    }
    expect(() => qrCodeResponse.parse({ qrCode: "http://x" })).toThrow(/^The server's answer could not be read: qrCode/);
  });

  it("cover every public list", () => {
    expect(courseList.parse([{ id: "bsit", code: "BSIT", name: "BS IT", college: "CCS", duration: "4 years", description: "", requirements: [] }])).toHaveLength(1);
    expect(facultyList.parse([{ id: "a", name: "Dr. A", designation: "Dean", department: "CCS" }])).toHaveLength(1);
    expect(formList.parse([{ id: "f", name: "Form", description: "", category: "hr", fileUrl: "/media/forms/f.pdf" }])).toHaveLength(1);
    expect(() => formList.parse([{ id: "f", name: "Form", description: "", category: "sports", fileUrl: "/f.pdf" }])).toThrow(/category/);
    expect(announcementList.parse([{ id: "a", title: "T", content: "", category: "other", isUrgent: false, createdAt: "2025-01-01T00:00:00Z" }])).toHaveLength(1);
    expect(mapBuildingList.parse(buildingsFile)).toEqual(MapBuildingList.parse(buildingsFile));
    expect(() => mapBuildingList.parse([{ ...buildingsFile[0], category: "Sports" }])).toThrow(/category/);
  });
});
