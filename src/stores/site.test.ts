import { describe, expect, it } from "vitest";
import { invalidate } from "../lib/api.ts";
import { $siteUrl, loadSiteUrl, publicUrl } from "./site.ts";

describe("publicUrl", () => {
  it("builds on the public address when there is one", () => {
    expect(publicUrl("/media/forms/a.pdf", "https://kiosk.mvsu.edu.ph", "http://127.0.0.1:4321")).toBe("https://kiosk.mvsu.edu.ph/media/forms/a.pdf");
    expect(publicUrl("/campus-map?building=COE", "https://mvsu.edu.ph/kiosk", "http://127.0.0.1:4321")).toBe("https://mvsu.edu.ph/campus-map?building=COE");
  });

  it("falls back to the browser's origin", () => {
    expect(publicUrl("/gallery", "", "http://192.168.1.20:4321")).toBe("http://192.168.1.20:4321/gallery");
  });
});

describe("loadSiteUrl", () => {
  it("takes siteUrl from /api/config", async () => {
    invalidate();
    const body = { chatbot: { enabled: true, serviceUrl: "/api/chat", apiKey: "" }, googleMapsApiKey: "", siteUrl: "https://kiosk.mvsu.edu.ph/" };
    const fetcher = (async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch;
    await loadSiteUrl(fetcher);
    expect($siteUrl.get()).toBe("https://kiosk.mvsu.edu.ph");
  });
});
