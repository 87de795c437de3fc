import { afterEach, describe, expect, it, vi } from "vitest";
import { $portalQr, $selectedPortal, resetPortal, selectPortal } from "./portal.ts";

afterEach(() => resetPortal());

describe("portal selection", () => {
  it("starts with no portal selected", () => {
    expect($selectedPortal.get()).toBeNull();
    expect($portalQr.get()).toEqual({ status: "idle" });
  });

  it("shows loading, then the QR code of the selected portal's URL", async () => {
    let resolve!: (v: string) => void;
    const fetcher = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const done = selectPortal("grades", "https://grades.example/login", fetcher);
    expect($selectedPortal.get()).toBe("grades");
    expect($portalQr.get()).toEqual({ status: "loading" });
    resolve("data:image/svg+xml;base64,AAA");
    await done;
    expect($portalQr.get()).toEqual({ status: "ready", data: "data:image/svg+xml;base64,AAA" });
    expect(fetcher).toHaveBeenCalledWith("https://grades.example/login", expect.anything());
  });

  it("shows the error state when the request fails", async () => {
    await selectPortal("records", "https://records.example", () => Promise.reject(new Error("500: boom")));
    expect($portalQr.get()).toEqual({ status: "error", message: "500: boom" });
  });

  it("keeps only the latest selection when requests overlap", async () => {
    const resolvers: ((v: string) => void)[] = [];
    const fetcher = (_: string, init: RequestInit) =>
      new Promise<string>((resolve, reject) => {
        resolvers.push(resolve);
        init.signal?.addEventListener("abort", () => reject(new Error("aborted")));
      });
    const first = selectPortal("a", "https://a.example", fetcher);
    const second = selectPortal("b", "https://b.example", fetcher);
    resolvers[1]("data:image/png;base64,B");
    await Promise.all([first, second]);
    expect($selectedPortal.get()).toBe("b");
    expect($portalQr.get()).toEqual({ status: "ready", data: "data:image/png;base64,B" });
  });

  it("does not request a QR code for empty text", async () => {
    const fetcher = vi.fn();
    await selectPortal("x", "  ", fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    expect($portalQr.get()).toEqual({ status: "idle" });
  });

  it("reuses a code already loaded", async () => {
    const fetcher = vi.fn(async () => "data:image/png;base64,C");
    await selectPortal("a", "https://a.example", fetcher);
    await selectPortal("b", "https://b.example", fetcher);
    await selectPortal("a", "https://a.example", fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect($portalQr.get()).toEqual({ status: "ready", data: "data:image/png;base64,C" });
  });
});
