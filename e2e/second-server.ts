/**
 * Starts another e2e server (its own temporary database) for tests that must not disturb the shared one:
 * switching the chatbot off, a one-second session idle time. Uses the site already built for the run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { test } from "./test.ts";

export interface SecondServer {
  url: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "..");

/** `offset` is added to E2E_PORT so parallel workers and parallel runs do not collide. */
export async function startSecondServer(offset: number, env: Record<string, string> = {}): Promise<SecondServer> {
  const port = Number(process.env.E2E_PORT ?? 4399) + offset;
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/node"), ["e2e/server.ts"], {
    cwd: root,
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`second server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /e2e server at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`second server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Gives the calling spec file a server of its own for all its tests, run in order: started before the
 * first test (migrations and seed take a while on a busy 2-core machine), stopped after the last.
 * Read `.url` inside a test.
 */
export function useOwnServer(offset: number): { readonly url: string } {
  let server: SecondServer | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startSecondServer(offset);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      if (!server) throw new Error("The spec's own server starts in beforeAll; read its url inside a test.");
      return server.url;
    },
  };
}
